/**
 * The client's IP address as Express sees it (`req.ip`, which honours TRUST_PROXY). server/app.ts
 * writes it into this request header for every request, replacing whatever the client sent.
 */
export const CLIENT_IP_HEADER = "x-limra-client-ip";

export function getClientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
