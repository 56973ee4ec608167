import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseEther, parseEventLogs, zeroAddress, type Address } from "viem";
import { membershipTypeOf } from "@questhq/core";
import { hqMembershipAbi } from "../src/generated/HQMembership";
import { useChain, useDeployment, type Wallet } from "./kit";

// HQMembership: owner-minted explicit ids, kinds by id range, enumeration, metadata URI.

const chain = useChain();
let nft: Address;

async function setup() {
  await chain.fundEther(chain.users, parseEther("100"));
  nft = await chain.deployMembership();
}

const mint = async (to: Address, ids: bigint[], by: Wallet = chain.deployer) =>
  chain.mined(await by.writeContract({ address: nft, abi: hqMembershipAbi, functionName: "mint", args: [to, ids] }));
const tokensOf = (who: Address) =>
  chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName: "tokensOfOwner", args: [who] });
const sorted = (ids: readonly bigint[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const KIND = { member: 0, whale: 1, year5: 2 } as const;

describe("HQMembership", () => {
  useDeployment(chain, setup);

  it("is 'QuestHQ Membership' (HQM), enumerable and owned by the deployer", async () => {
    const r = (functionName: "name" | "symbol" | "owner" | "totalSupply") =>
      chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName });
    expect(await r("name")).toBe("QuestHQ Membership");
    expect(await r("symbol")).toBe("HQM");
    expect(await r("owner")).toBe(chain.deployer.account.address);
    expect(await r("totalSupply")).toBe(0n);
    for (const id of ["0x80ac58cd", "0x780e9d63", "0x5b5e139f"] as const) {
      expect(
        await chain.publicClient.readContract({
          address: nft,
          abi: hqMembershipAbi,
          functionName: "supportsInterface",
          args: [id],
        }),
      ).toBe(true);
    }
  });

  it("mints explicit ids to a holder, emitting a Transfer per id", async () => {
    const alice = chain.users[0]!.account.address;
    const r = await mint(alice, [1n, 1310n, 3114n]);
    const transfers = parseEventLogs({ abi: hqMembershipAbi, logs: r.logs, eventName: "Transfer" });
    expect(transfers.map((t) => t.args)).toEqual(
      [1n, 1310n, 3114n].map((tokenId) => ({ from: zeroAddress, to: alice, tokenId })),
    );
    expect(await tokensOf(alice)).toEqual([1n, 1310n, 3114n]);
    expect(
      await chain.publicClient.readContract({
        address: nft,
        abi: hqMembershipAbi,
        functionName: "ownerOf",
        args: [1310n],
      }),
    ).toBe(alice);
    expect(
      await chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName: "totalSupply" }),
    ).toBe(3n);
  });

  it("refuses an empty batch, an id that exists, the zero address and a contract that cannot receive", async () => {
    const alice = chain.users[0]!.account.address;
    await expect(mint(alice, [])).rejects.toThrow(/HQMembership_NoTokenIds/);
    await mint(alice, [7n]);
    await expect(mint(chain.users[1]!.account.address, [8n, 7n])).rejects.toThrow(/ERC721InvalidSender/);
    await expect(mint(zeroAddress, [9n])).rejects.toThrow(/ERC721InvalidReceiver/);
    // The collection itself implements no IERC721Receiver: _safeMint refuses it.
    await expect(mint(nft, [10n])).rejects.toThrow(/ERC721InvalidReceiver/);
    expect(await tokensOf(chain.users[1]!.account.address)).toEqual([]);
  });

  it("refuses minting and setBaseURI by anyone but the owner", async () => {
    const stranger = chain.users[0]!;
    await expect(mint(stranger.account.address, [1n], stranger)).rejects.toThrow(/OwnableUnauthorizedAccount/);
    await expect(
      stranger.writeContract({ address: nft, abi: hqMembershipAbi, functionName: "setBaseURI", args: ["x"] }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it("tokensOfOwner follows transfers", async () => {
    const [alice, bob] = [chain.users[0]!, chain.users[1]!];
    await mint(alice.account.address, [5n, 1400n, 4000n]);
    await chain.mined(
      await alice.writeContract({
        address: nft,
        abi: hqMembershipAbi,
        functionName: "transferFrom",
        args: [alice.account.address, bob.account.address, 1400n],
      }),
    );
    expect(sorted(await tokensOf(alice.account.address))).toEqual([5n, 4000n]);
    expect(await tokensOf(bob.account.address)).toEqual([1400n]);
    expect(await tokensOf(chain.users[2]!.account.address)).toEqual([]);
  });

  it("classifies ids at the range boundaries", async () => {
    const cases: [bigint, number][] = [
      [0n, KIND.member],
      [1309n, KIND.member],
      [1310n, KIND.whale],
      [1403n, KIND.whale],
      [1404n, KIND.member],
      [3113n, KIND.member],
      [3114n, KIND.year5],
      [2n ** 256n - 1n, KIND.year5],
    ];
    for (const [id, kind] of cases) {
      expect(
        await chain.publicClient.readContract({
          address: nft,
          abi: hqMembershipAbi,
          functionName: "membershipType",
          args: [id],
        }),
      ).toBe(kind);
    }
  });

  it("membershipType agrees with @questhq/core's membershipTypeOf (fuzz)", async () => {
    const id = fc.oneof(fc.bigInt({ min: 1250n, max: 3200n }), fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }));
    await fc.assert(
      fc.asyncProperty(id, async (tokenId) => {
        const onChain = await chain.publicClient.readContract({
          address: nft,
          abi: hqMembershipAbi,
          functionName: "membershipType",
          args: [tokenId],
        });
        expect(onChain).toBe(KIND[membershipTypeOf(tokenId)]);
      }),
      { numRuns: 50 },
    );
  });

  it("tokenURI is baseURI + id once set, empty before; setBaseURI emits BaseURIUpdated", async () => {
    const alice = chain.users[0]!.account.address;
    await mint(alice, [42n]);
    const uri = () =>
      chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName: "tokenURI", args: [42n] });
    expect(await uri()).toBe("");
    const r = await chain.mined(
      await chain.deployer.writeContract({
        address: nft,
        abi: hqMembershipAbi,
        functionName: "setBaseURI",
        args: ["https://questhq.example/membership/"],
      }),
    );
    expect(parseEventLogs({ abi: hqMembershipAbi, logs: r.logs, eventName: "BaseURIUpdated" })[0]!.args).toEqual({
      baseURI: "https://questhq.example/membership/",
    });
    expect(await uri()).toBe("https://questhq.example/membership/42");
    await expect(
      chain.publicClient.readContract({ address: nft, abi: hqMembershipAbi, functionName: "tokenURI", args: [43n] }),
    ).rejects.toThrow(/ERC721NonexistentToken/);
  });
});
