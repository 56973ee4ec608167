// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721A} from "erc721a/contracts/ERC721A.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {Context} from "@openzeppelin/contracts/utils/Context.sol";
import {ERC2771Context} from "@openzeppelin/contracts/metatx/ERC2771Context.sol";
import {HQ_TRUSTED_FORWARDER} from "./HQTrustedForwarder.sol";

/// @title QuestHQ mission NFT
/// @notice A mission's reward collection. The platform signer permits a wallet to mint (it has
/// completed the mission); how many it may mint, when, and at what price are fixed by the
/// mission's MintConfig. Each mint pays count * price to the mission's payee and the chain's
/// flat platform fee to the treasury. Calls forwarded by the platform's ERC-2771 forwarder count as their
/// signer's (gasless mints for stakers: the relayer pays the gas and the transaction's value).
contract HQMissionNFT is ERC721A, Ownable2Step, ReentrancyGuard, EIP712, ERC2771Context {
    struct MintConfig {
        /// Minting opens at this timestamp (inclusive).
        uint64 startTime;
        /// Minting closes after this timestamp (inclusive); 0 = never.
        uint64 endTime;
        uint32 maxSupply;
        /// Tokens one wallet may receive in total; 0 = no limit.
        uint32 maxPerWallet;
        /// Receives count * price of every mint.
        address payee;
        /// Price per token in wei.
        uint256 price;
    }

    /// @notice Upper bound of one mint, so a single transaction's ERC721A batch stays cheap to
    /// transfer later (ownership lookups walk back at most this many slots).
    uint256 public constant MAX_PER_MINT = 99;

    bytes32 private constant MINT_PERMIT_TYPEHASH = keccak256("MintPermit(address wallet)");

    /// @notice The mission's minting rules, fixed at deployment. The sixth element is the price
    /// per token (the product reads it by index).
    MintConfig public mintConfig;

    /// @notice Flat fee in wei per mint transaction, paid to the treasury.
    uint256 public fee;
    /// @notice The platform key whose EIP-712 MintPermit authorizes a wallet.
    address public signer;
    /// @notice Receives the platform fee.
    address public treasury;

    string private _baseTokenURI;

    /// @notice Tokens minted to `wallet`.
    /// @param wallet Receiver of the tokens.
    /// @param payer The account that asked for the mint: the sender, or the signer of a forwarded request.
    /// @param count Number of tokens minted.
    /// @param firstTokenId Id of the first of the `count` consecutive tokens.
    /// @param price Price per token paid to the payee.
    /// @param fee Platform fee paid to the treasury.
    event NFTsMinted(
        address indexed wallet, address indexed payer, uint256 count, uint256 firstTokenId, uint256 price, uint256 fee
    );
    /// @notice The platform fee changed.
    event FeeUpdated(uint256 previousFee, uint256 newFee);
    /// @notice The permit signer changed; permits of the previous signer stop working.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);
    /// @notice The fee receiver changed.
    event TreasuryUpdated(address indexed previousTreasury, address indexed newTreasury);
    /// @notice The metadata base URI changed (every token's URI changes with it).
    event BaseURIUpdated(string baseURI);

    error HQMissionNFT_InvalidCount(uint256 count);
    error HQMissionNFT_NotStarted(uint256 startTime);
    error HQMissionNFT_Ended(uint256 endTime);
    error HQMissionNFT_MaxSupplyExceeded(uint256 requested, uint256 remaining);
    error HQMissionNFT_WalletLimitExceeded(uint256 requested, uint256 remaining);
    error HQMissionNFT_WrongPayment(uint256 expected, uint256 sent);
    error HQMissionNFT_InvalidSignature();
    error HQMissionNFT_PaymentFailed(address to);
    error HQMissionNFT_ZeroAddress();
    error HQMissionNFT_InvalidConfig();

    /// @param name_ Collection name.
    /// @param symbol_ Collection symbol.
    /// @param baseURI_ Token URIs are baseURI_ followed by the token id.
    /// @param config The mission's minting rules (immutable afterwards).
    /// @param fee_ Platform fee per mint transaction in wei.
    /// @param signer_ The platform signer.
    /// @param treasury_ Receives the fee.
    /// @param initialOwner The headquarters account that may change fee, signer, treasury and URI.
    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        MintConfig memory config,
        uint256 fee_,
        address signer_,
        address treasury_,
        address initialOwner
    )
        ERC721A(name_, symbol_)
        Ownable(initialOwner)
        EIP712("QuestHQ Mission NFT", "1")
        ERC2771Context(HQ_TRUSTED_FORWARDER)
    {
        if (config.payee == address(0) || signer_ == address(0) || treasury_ == address(0)) {
            revert HQMissionNFT_ZeroAddress();
        }
        if (config.maxSupply == 0 || (config.endTime != 0 && config.endTime < config.startTime)) {
            revert HQMissionNFT_InvalidConfig();
        }
        mintConfig = config;
        _baseTokenURI = baseURI_;
        fee = fee_;
        signer = signer_;
        treasury = treasury_;
    }

    /// @notice Mints `count` tokens to `wallet`, which the platform signer has permitted.
    /// @dev The permit names only the wallet, so it can be used again: per-wallet limits come
    /// from maxPerWallet, not from the signature. Anyone may pay for the wallet's mint.
    /// @param count Tokens to mint, 1 to MAX_PER_MINT.
    /// @param wallet Receives the tokens (no onERC721Received callback).
    /// @param signature The signer's EIP-712 MintPermit(wallet).
    function mintNFTs(uint256 count, address wallet, bytes calldata signature) external payable nonReentrant {
        if (count == 0 || count > MAX_PER_MINT) revert HQMissionNFT_InvalidCount(count);
        MintConfig memory config = mintConfig;
        if (block.timestamp < config.startTime) revert HQMissionNFT_NotStarted(config.startTime);
        if (config.endTime != 0 && block.timestamp > config.endTime) revert HQMissionNFT_Ended(config.endTime);
        // Minted, not totalSupply: the cap counts every token ever issued, burnt ones included.
        uint256 minted = _totalMinted();
        if (minted + count > config.maxSupply) revert HQMissionNFT_MaxSupplyExceeded(count, config.maxSupply - minted);
        if (config.maxPerWallet != 0) {
            uint256 already = _numberMinted(wallet);
            if (already + count > config.maxPerWallet) {
                revert HQMissionNFT_WalletLimitExceeded(
                    count, already >= config.maxPerWallet ? 0 : config.maxPerWallet - already
                );
            }
        }
        uint256 cost = count * config.price;
        uint256 platformFee = fee;
        if (msg.value != cost + platformFee) revert HQMissionNFT_WrongPayment(cost + platformFee, msg.value);
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(MINT_PERMIT_TYPEHASH, wallet)));
        if (!SignatureChecker.isValidSignatureNowCalldata(signer, digest, signature)) {
            revert HQMissionNFT_InvalidSignature();
        }

        uint256 firstTokenId = _nextTokenId();
        // _mint, not _safeMint: no callback into the receiver before payments are settled.
        _mint(wallet, count);
        emit NFTsMinted(wallet, _msgSender(), count, firstTokenId, config.price, platformFee);

        if (cost != 0) _pay(config.payee, cost);
        if (platformFee != 0) _pay(treasury, platformFee);
    }

    /// @notice Maximum number of tokens the collection will ever have.
    function maxSupply() external view returns (uint256) {
        return mintConfig.maxSupply;
    }

    /// @notice Tokens minted to `wallet` so far (what maxPerWallet is checked against).
    /// @param wallet The receiving wallet.
    function mintedBy(address wallet) external view returns (uint256) {
        return _numberMinted(wallet);
    }

    /// @notice Sets the platform fee per mint transaction.
    /// @param newFee Fee in wei.
    function setFee(uint256 newFee) external onlyOwner {
        emit FeeUpdated(fee, newFee);
        fee = newFee;
    }

    /// @notice Replaces the permit signer (e.g. after a key rotation).
    /// @param newSigner The new signer; not zero.
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert HQMissionNFT_ZeroAddress();
        emit SignerUpdated(signer, newSigner);
        signer = newSigner;
    }

    /// @notice Replaces the fee receiver.
    /// @param newTreasury The new treasury; not zero.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert HQMissionNFT_ZeroAddress();
        emit TreasuryUpdated(treasury, newTreasury);
        treasury = newTreasury;
    }

    /// @notice Sets the metadata base URI.
    /// @param newBaseURI Token URIs become newBaseURI followed by the token id.
    function setBaseURI(string calldata newBaseURI) external onlyOwner {
        _baseTokenURI = newBaseURI;
        emit BaseURIUpdated(newBaseURI);
    }

    function _pay(address to, uint256 amount) private {
        (bool ok, ) = to.call{value: amount}("");
        if (!ok) revert HQMissionNFT_PaymentFailed(to);
    }

    // One sender everywhere: a forwarded request's signer for Ownable and for ERC721A's approvals and transfers.
    function _msgSender() internal view override(Context, ERC2771Context) returns (address) {
        return ERC2771Context._msgSender();
    }

    function _msgData() internal view override(Context, ERC2771Context) returns (bytes calldata) {
        return ERC2771Context._msgData();
    }

    function _contextSuffixLength() internal view override(Context, ERC2771Context) returns (uint256) {
        return ERC2771Context._contextSuffixLength();
    }

    function _msgSenderERC721A() internal view override returns (address) {
        return _msgSender();
    }

    function _startTokenId() internal pure override returns (uint256) {
        return 1;
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }
}
