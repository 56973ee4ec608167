// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {HQStreams} from "./HQStreams.sol";

/// @title HQ Saga vault
/// @notice Saga Zero rewards. Each recipient gets a 12-month stream of $HQ plus a vault
/// amount held here. Claiming the vault (with a platform signature) cancels the stream: the
/// user keeps what has streamed so far and receives the vault, and the still-locked remainder
/// goes to the bonus pool. The vault is the streams' sender, so only it can cancel them.
contract HQSagaVault is Ownable2Step, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    struct Reward {
        address recipient;
        uint128 vaultAmount;
        bool claimed;
    }

    bytes32 public constant VAULT_CLAIM_TYPEHASH =
        keccak256("VaultClaim(address user,uint256 streamId,uint256 validUntilBlock)");

    IERC20 private immutable _token;
    HQStreams private immutable _streams;
    address private _signer;
    address private _bonusPool;
    mapping(uint256 streamId => Reward) private _rewards;

    /// @notice A Saga reward was funded: a stream for `recipient` plus a vault amount.
    /// @param recipient The rewarded user.
    /// @param streamId The HQStreams stream.
    /// @param streamAmount The stream's deposit.
    /// @param vaultAmount Held here until claimed.
    /// @param startTime Stream start.
    /// @param endTime Stream end.
    event SagaStreamOpened(
        address indexed recipient,
        uint256 indexed streamId,
        uint128 streamAmount,
        uint128 vaultAmount,
        uint40 startTime,
        uint40 endTime
    );

    /// @notice A user claimed their vault, ending their stream.
    /// @param user The recipient.
    /// @param streamId The stream.
    /// @param vaultAmount Sent to the user.
    /// @param forfeited The still-locked remainder sent to the bonus pool (0 if the stream had ended).
    event VaultClaimed(address indexed user, uint256 indexed streamId, uint256 vaultAmount, uint256 forfeited);

    /// @notice The address whose signatures authorize claims changed.
    /// @param previousSigner The old signer.
    /// @param newSigner The new signer.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);

    /// @notice The destination of forfeited remainders changed.
    /// @param previousBonusPool The old pool.
    /// @param newBonusPool The new pool.
    event BonusPoolUpdated(address indexed previousBonusPool, address indexed newBonusPool);

    error HQSagaVault_SignatureExpired(uint256 validUntilBlock, uint256 blockNumber);
    error HQSagaVault_InvalidSignature();
    error HQSagaVault_AlreadyClaimed(uint256 streamId);
    error HQSagaVault_NotRecipient(address caller);
    error HQSagaVault_UnknownStream(uint256 streamId);
    error HQSagaVault_ZeroAddress();

    /// @param token_ The rewarded token ($HQ).
    /// @param streams_ The HQStreams contract the streams live in.
    /// @param signer_ The platform signer that authorizes claims.
    /// @param bonusPool_ Receives forfeited remainders.
    /// @param initialOwner Funds rewards and manages the settings.
    constructor(IERC20 token_, address streams_, address signer_, address bonusPool_, address initialOwner)
        Ownable(initialOwner)
        EIP712("QuestHQ Saga Vault", "1")
    {
        if (
            address(token_) == address(0) || streams_ == address(0) || signer_ == address(0)
                || bonusPool_ == address(0)
        ) {
            revert HQSagaVault_ZeroAddress();
        }
        _token = token_;
        _streams = HQStreams(streams_);
        _signer = signer_;
        _bonusPool = bonusPool_;
        emit SignerUpdated(address(0), signer_);
        emit BonusPoolUpdated(address(0), bonusPool_);
    }

    /// @notice Funds a Saga reward: pulls streamAmount + vaultAmount from the caller, streams
    /// streamAmount to `recipient` (cancelable, no cliff, this vault as sender) and keeps
    /// vaultAmount here until claimed.
    /// @param recipient The rewarded user.
    /// @param streamAmount The stream's deposit (> 0).
    /// @param vaultAmount The vault amount (may be 0).
    /// @param startTime Stream start.
    /// @param endTime Stream end (12 months after start for Saga Zero).
    /// @return streamId The HQStreams stream id.
    function openStream(address recipient, uint128 streamAmount, uint128 vaultAmount, uint40 startTime, uint40 endTime)
        external
        onlyOwner
        nonReentrant
        returns (uint256 streamId)
    {
        if (recipient == address(0)) revert HQSagaVault_ZeroAddress();
        _token.safeTransferFrom(msg.sender, address(this), uint256(streamAmount) + vaultAmount);
        _token.forceApprove(address(_streams), streamAmount);
        streamId = _streams.createWithTimestamps(recipient, streamAmount, _token, true, startTime, 0, endTime);
        _rewards[streamId] = Reward({recipient: recipient, vaultAmount: vaultAmount, claimed: false});
        emit SagaStreamOpened(recipient, streamId, streamAmount, vaultAmount, startTime, endTime);
    }

    /// @notice The reward attached to a stream (recipient 0 if the vault did not open it).
    /// @param streamId The stream.
    function rewardOf(uint256 streamId) external view returns (Reward memory) {
        return _rewards[streamId];
    }

    /// @notice Claims the vault of `streamId`: cancels the stream if it is still running (its
    /// locked remainder goes to the bonus pool) and sends the vault amount to the caller. What
    /// had streamed stays withdrawable on HQStreams (withdrawMax).
    /// @param streamId The caller's Saga stream.
    /// @param validUntilBlock Last block at which the signature is accepted.
    /// @param signature The signer's EIP-712 VaultClaim(user, streamId, validUntilBlock).
    function claimVault(uint256 streamId, uint256 validUntilBlock, bytes calldata signature) external nonReentrant {
        Reward storage reward = _rewards[streamId];
        if (reward.recipient == address(0)) revert HQSagaVault_UnknownStream(streamId);
        if (msg.sender != reward.recipient) revert HQSagaVault_NotRecipient(msg.sender);
        if (reward.claimed) revert HQSagaVault_AlreadyClaimed(streamId);
        if (block.number > validUntilBlock) revert HQSagaVault_SignatureExpired(validUntilBlock, block.number);
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(VAULT_CLAIM_TYPEHASH, msg.sender, streamId, validUntilBlock)));
        if (!SignatureChecker.isValidSignatureNow(_signer, digest, signature)) revert HQSagaVault_InvalidSignature();

        reward.claimed = true;
        uint128 vaultAmount = reward.vaultAmount;
        // refundableAmountOf is non-zero exactly when cancel would succeed (cancelable, not
        // depleted, not settled), and it is the refund cancel sends back in this same block.
        uint128 forfeited = _streams.refundableAmountOf(streamId);
        if (forfeited > 0) {
            _streams.cancel(streamId);
            _token.safeTransfer(_bonusPool, forfeited);
        }
        if (vaultAmount > 0) _token.safeTransfer(msg.sender, vaultAmount);
        emit VaultClaimed(msg.sender, streamId, vaultAmount, forfeited);
    }

    /// @notice Replaces the claim signer.
    /// @param newSigner The new signer (not zero).
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert HQSagaVault_ZeroAddress();
        emit SignerUpdated(_signer, newSigner);
        _signer = newSigner;
    }

    /// @notice Replaces the bonus pool.
    /// @param newBonusPool The new pool (not zero).
    function setBonusPool(address newBonusPool) external onlyOwner {
        if (newBonusPool == address(0)) revert HQSagaVault_ZeroAddress();
        emit BonusPoolUpdated(_bonusPool, newBonusPool);
        _bonusPool = newBonusPool;
    }

    /// @notice The address whose signatures authorize claims.
    function signer() external view returns (address) {
        return _signer;
    }

    /// @notice Receives forfeited remainders.
    function bonusPool() external view returns (address) {
        return _bonusPool;
    }

    /// @notice The rewarded token.
    function token() external view returns (IERC20) {
        return _token;
    }

    /// @notice The HQStreams contract.
    function streams() external view returns (address) {
        return address(_streams);
    }
}
