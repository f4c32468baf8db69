import net from 'node:net';

/**
 * An SMTP server that accepts everything but the `refuse`d recipients (550, as a server that knows
 * no such mailbox), keeps each message's DATA and counts connections.
 */
export async function fakeSmtp(options: { refuse?: string[] } = {}) {
  const refused = new Set(options.refuse?.map((r) => r.toLowerCase()));
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received[received.length - 1] += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          received.push('');
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RCPT' && refused.has(/<(.*)>/.exec(line)?.[1]?.toLowerCase() ?? ''))
          socket.write('550 no such mailbox\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
