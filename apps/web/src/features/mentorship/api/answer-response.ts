import type { RequestStatus } from '@mentorbridge/shared';

/** What accept, reject and archive answer with. */
export interface AnswerResponse {
  success: true;
  message: string;
  data: { _id: string; status: RequestStatus };
}
