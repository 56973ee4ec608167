import type { FastifyRequest } from "fastify";
import { AppError, MISSION_UPLOAD_MAX_BYTES } from "@questhq/core";
import { UPLOAD_SIZE_MESSAGE } from "./uploads";
import { assertStorableText } from "./input-guard";
import { valueShapeProblem } from "./json-shape";

// Missions and rewards are saved as "form bodies" (docs/product/missions.md#calls): multipart/form-data when a file
// comes along (banner, reward asset), JSON otherwise. Both arrive here as one plain record of
// fields plus the files, and the shared zod schema parses the fields either way.

export type FormBody = { fields: Record<string, unknown>; files: Record<string, Buffer> };

const MAX_FIELDS = 50;

export async function readFormBody(request: FastifyRequest, fileFields: readonly string[]): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body != null && (typeof body !== "object" || Array.isArray(body))) {
      throw new AppError("bad_request", "The request body must be an object.");
    }
    return { fields: { ...(body as Record<string, unknown> | undefined) }, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  let count = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MISSION_UPLOAD_MAX_BYTES, files: fileFields.length, fields: MAX_FIELDS },
    })) {
      if (++count > MAX_FIELDS) throw new AppError("bad_request", "Too many form fields.");
      if (part.type === "file") {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new AppError("bad_request", `Unexpected file field "${part.fieldname}".`, {
            [part.fieldname]: ["No file is expected here."],
          });
        }
        const data = await part.toBuffer();
        // An empty file input (no file chosen) arrives as a zero-byte part: treat it as absent.
        if (data.length > 0) files[part.fieldname] = data;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const field = fileFields[0] ?? "file";
      throw new AppError("payload_too_large", UPLOAD_SIZE_MESSAGE, { [field]: [UPLOAD_SIZE_MESSAGE] });
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new AppError("bad_request", "Too many form fields or files.");
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_PROTO_VIOLATION") {
      throw new AppError("bad_request", "The form body could not be read.");
    }
    throw new AppError("bad_request", "The form body could not be read.");
  }
  // JSON bodies were checked by the JSON parser; form fields arrive here unchecked, and a part sent as
  // application/json arrives parsed, as deep or as wide as its 200 KB allow.
  const shape = valueShapeProblem(fields);
  if (shape) throw new AppError("bad_request", shape);
  assertStorableText(fields);
  return { fields, files };
}
