// The fan-out bench reads 10,000 pushes a ball in one process on one CPU. Through ws each push cost that process
// ~25 us of CPU (its receiver is a Writable stream: a write, a buffer list, events, per frame), more per ball than
// an instance spent sending it: the latency measured the reader. This subscriber reads the frames off a bare TCP
// socket, and only the little of the WebSocket protocol a graphql-ws subscription uses.
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;
const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A frame a client sends: masked, as the protocol asks of every client frame. */
export function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65_536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, headerLength);
  for (let i = 0; i < length; i += 1) frame[headerLength + 4 + i] = payload[i] ^ mask[i & 3];
  return frame;
}

/**
 * Splits what a server sends into frames, whatever the chunks: `read` takes each chunk as it arrives and hands
 * each whole frame's opcode and payload to `onFrame`. A server's frames are not masked; graphql-ws sends
 * every message in one frame, so a fragment is refused rather than reassembled.
 */
export function frameReader(onFrame: (opcode: number, payload: Buffer) => void): (chunk: Buffer) => void {
  let rest: Buffer | null = null;
  return (chunk) => {
    const data = rest ? Buffer.concat([rest, chunk]) : chunk;
    rest = null;
    let at = 0;
    for (;;) {
      if (data.length - at < 2) break;
      const first = data[at];
      const second = data[at + 1];
      if ((first & 0x80) === 0) throw new Error('a fragmented frame: this reader takes whole messages only');
      if ((second & 0x80) !== 0) throw new Error('a masked frame from the server');
      let length = second & 0x7f;
      let start = at + 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        start = at + 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (data.length < start + length) break;
      onFrame(first & 0x0f, data.subarray(start, start + length));
      at = start + length;
    }
    if (at < data.length) rest = data.subarray(at);
  };
}

/**
 * One subscription over graphql-ws on a bare socket: `onMessage` gets each message's bytes after the ack
 * (pushes, and any `error` or `complete`). Answers the server's pings, the protocol's and graphql-ws's own.
 * Resolves once the subscribe message is sent.
 */
export function openRawSubscription(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  onMessage: (payload: Buffer) => void,
): Promise<Socket> {
  const url = new URL('/graphql', baseUrl);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(`${key}${HANDSHAKE_GUID}`).digest('base64');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    const send = (opcode: number, payload: Buffer) => socket.write(clientFrame(opcode, payload));
    const sendText = (message: unknown) => send(OPCODE.text, Buffer.from(JSON.stringify(message)));
    let acknowledged = false;
    const read = frameReader((opcode, payload) => {
      if (opcode === OPCODE.ping) send(OPCODE.pong, payload);
      else if (opcode === OPCODE.close) socket.end();
      else if (!acknowledged) {
        const message = JSON.parse(payload.toString()) as { type: string };
        if (message.type !== 'connection_ack') throw new Error(`expected the ack, got ${payload.toString()}`);
        acknowledged = true;
        sendText({ id: '1', type: 'subscribe', payload: { query, variables } });
        resolve(socket);
      } else if (payload.length < 32 && payload.toString() === '{"type":"ping"}') sendText({ type: 'pong' });
      else onMessage(payload);
    });
    let head = Buffer.alloc(0);
    const onHandshake = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const response = head.subarray(0, end).toString();
      const accepted = /^sec-websocket-accept:\s*(\S+)/im.exec(response)?.[1];
      if (!response.startsWith('HTTP/1.1 101') || accepted !== accept) {
        reject(new Error(`the WebSocket upgrade was refused: ${response.split('\r\n')[0]}`));
        socket.destroy();
        return;
      }
      socket.off('data', onHandshake);
      socket.on('data', read);
      read(head.subarray(end + 4));
      sendText({ type: 'connection_init' });
    };
    socket.on('data', onHandshake);
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
      ),
    );
  });
}
