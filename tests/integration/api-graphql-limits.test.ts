/**
 * GraphQL behind the site's gzip compression, and the limits that keep one request cheap: aliases,
 * depth, tokens; production answers never suggest field names.
 */
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiRouter } from "../../server/api";
import { setupTestDb } from "../setup/test-db";
import { type ApiHarness, startApi } from "./api-harness";

const test = setupTestDb();
let dev: ApiHarness;
let production: ApiHarness;

beforeAll(async () => {
  dev = await startApi(test.db);
  production = await startApi(test.db, { production: true });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

const messages = (response: { json: { errors?: Array<{ message: string }> } }) =>
  (response.json.errors ?? []).map((error) => error.message);

describe("GraphQL behind gzip compression", () => {
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // As server/app.ts mounts it: compression before the API router.
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(createApiRouter({ db: test.db, logger: { error: () => {} } }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    };
  });
  afterAll(() => close());

  /** A raw request, so the test sees the compressed bytes and decodes them itself. */
  function gzipPost(body: string): Promise<{ status: number; encoding?: string; text: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${url}/api/graphql`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "accept-encoding": "gzip" },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const text = encoding === "gzip" ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
            resolve({ status: res.statusCode ?? 0, encoding, text });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  it("answers a query with a gzip body that decodes to the result", async () => {
    const response = await gzipPost(JSON.stringify({ query: "{ authenticatedMembro { id } }" }));
    expect(response.status).toBe(200);
    expect(response.encoding).toBe("gzip");
    expect(JSON.parse(response.text)).toEqual({ data: { authenticatedMembro: null } });
  });

  it("answers a query that yoga resolves without awaiting anything", async () => {
    const response = await gzipPost(JSON.stringify({ query: "{ __typename }" }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ data: { __typename: "Query" } });
  });
});

describe("GraphQL request limits", () => {
  const aliases = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: authenticatedMembro { id }`).join(" ")} }`;

  it("allows 15 aliases and refuses 16", async () => {
    const fifteen = await dev.graphql(aliases(15));
    expect(fifteen.json.errors).toBeUndefined();
    const sixteen = await dev.graphql(aliases(16));
    expect(sixteen.json.data).toBeUndefined();
    expect(messages(sixteen)).toEqual(["Too many aliases: at most 15 per request"]);
  });

  it("counts aliases inside fragments too", async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `f${i}: id`).join(" ");
    const response = await dev.graphql(`{ authenticatedMembro { ...M } } fragment M on Membro { ${fields} }`);
    expect(messages(response)).toEqual(["Too many aliases: at most 15 per request"]);
  });

  it("refuses documents nested deeper than the limit", async () => {
    let selection = "id";
    for (let i = 0; i < 8; i++) selection = `authenticatedMembro { ${selection} }`;
    // Deeper than any schema path, so the depth rule speaks before field validation would.
    const response = await dev.graphql(`{ ${selection} }`);
    expect(messages(response)).toContain("Query too deep: at most 6 levels");
  });

  it("refuses documents of more than 1000 tokens", async () => {
    const filler = Array.from({ length: 600 }, () => "id").join(" ");
    const response = await dev.graphql(`{ authenticatedMembro { ${filler} ${filler} } }`);
    expect(response.json.data).toBeUndefined();
    expect(messages(response).join(" ")).toMatch(/more th[ae][nt] 1000 tokens/i);
  });

  it("still serves the introspection GraphiQL needs in development", async () => {
    const { getIntrospectionQuery } = await import("graphql");
    const response = await dev.graphql(getIntrospectionQuery());
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.__schema.queryType.name).toBe("Query");
  });
});

describe("field suggestions", () => {
  const typo = "{ authenticatedMembro { emial } }";

  it("development keeps graphql's 'Did you mean' hints", async () => {
    expect(messages(await dev.graphql(typo)).join(" ")).toContain("Did you mean");
  });

  it("production never suggests field names", async () => {
    const response = await production.graphql(typo);
    const text = messages(response).join(" ");
    expect(text).toContain('Cannot query field "emial" on type "Membro".');
    expect(text).not.toMatch(/did you mean/i);
    expect(response.text).not.toContain("email");
  });
});
