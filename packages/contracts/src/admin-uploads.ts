// Icon uploads: a single-use upload URL, then the raw image bytes sent with PUT.
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 5_242_880;
export const UPLOAD_NOT_AN_IMAGE = 'Please select an image file';
export const UPLOAD_TOO_LARGE = 'File size must be less than 5MB';

export const ZUploadUrlResponse = z.object({
  uploadURL: z.string(),
  objectPath: z.string(),
  expiresAt: z.string(),
});
export const ZUploadTokenParams = z.object({
  token: z.string().min(20, 'token is invalid').max(100, 'token is invalid'),
});
export const ZUploadedObject = z.object({
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
