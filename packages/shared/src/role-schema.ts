import { z } from 'zod';
import { ROLE_VALUES } from './roles';

export const roleSchema = z.enum(ROLE_VALUES);
