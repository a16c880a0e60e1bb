/** Worded exactly as the specification gives them. */
export const MESSAGES = {
  network: 'Cannot connect to server. Please ensure the backend server is running on port 5000.',
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  invalidInput: 'Please check the highlighted fields.',
  nulCharacter: 'Text must not contain NUL characters.',
  unpairedSurrogate: 'Text must be valid Unicode.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  /** Any upload of 0 bytes: said before its type, which an empty file has none of. */
  emptyFile: 'The file is empty.',
  contact: {
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    tooMany: 'You have sent too many messages. Please try again in an hour.',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
  },
} as const;
