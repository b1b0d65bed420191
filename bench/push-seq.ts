// The fan-out bench reads 10,000 pushes a ball in one process: each push's seq is read from its bytes.

/** The key of the pushed `seq` in a `next` message's JSON. */
const SEQ_KEY = Buffer.from('"seq":');
const NEXT_TYPE = Buffer.from('"type":"next"');

/**
 * The `seq` of a graphql-ws `next` message of the match page's subscription, read from the frame's bytes without
 * decoding or parsing them; null for any other message. Inside a JSON string every quote is escaped, so `"seq":`
 * is only ever a key, and the document asks for one `seq` (matchUpdated's).
 */
export function pushedSeq(raw: Buffer): number | null {
  if (raw.indexOf(NEXT_TYPE) < 0) return null;
  const at = raw.indexOf(SEQ_KEY);
  if (at < 0) return null;
  let seq = 0;
  let digits = 0;
  for (let i = at + SEQ_KEY.length; raw[i] >= 0x30 && raw[i] <= 0x39; i += 1, digits += 1)
    seq = seq * 10 + raw[i] - 0x30;
  return digits > 0 ? seq : null;
}
