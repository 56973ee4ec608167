// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title HQ staking vault
/// @notice Holds users' staked $HQ. Every deposit and withdrawal is authorized by the platform
/// signer (EIP-712, one use per nonce, valid until a block), so the server stays the single
/// place that decides who may stake or unstake what, while the funds never leave the user's
/// control except into this vault and back. Deposits stay locked for `lockBlocks` blocks so a
/// deposit cannot be withdrawn in the same block (flash deposit-withdraw to game snapshots).
/// @dev Fee-on-transfer and rebasing tokens are not supported: the vault accounts for the
/// requested amount, which is exact for $HQ.
contract HQStaking is Ownable2Step, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    bytes32 public constant DEPOSIT_TYPEHASH =
        keccak256("Deposit(address user,uint256 amount,uint256 nonce,uint256 validUntilBlock)");
    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address user,uint256 amount,uint256 nonce,uint256 validUntilBlock)");

    /// @notice Highest withdrawal fee the owner can set: 1000 basis points (10%).
    uint256 public constant MAX_FEE = 1_000;
    uint256 private constant BPS = 10_000;

    struct Stake {
        uint256 locked;
        uint256 available;
        uint256 unlockBlock;
    }

    /// @notice The staked token ($HQ).
    IERC20 public immutable token;
    /// @notice Blocks a deposit stays locked before it can be withdrawn.
    uint256 public immutable lockBlocks;

    /// @notice The platform key whose EIP-712 signatures authorize deposits and withdrawals.
    address public signer;
    /// @notice Receives withdrawal fees.
    address public treasury;
    /// @notice Withdrawal fee in basis points of the withdrawn amount.
    uint256 public fee;
    /// @notice Sum of every user's locked and available balance (equals the vault's token balance).
    uint256 public totalStaked;

    mapping(address user => Stake) private _stakes;
    // One namespace per user for both actions: a nonce spent on a deposit cannot be reused for a
    // withdrawal, so the server needs a single counter per user.
    mapping(address user => mapping(uint256 nonce => bool)) private _nonceUsed;

    /// @notice `user` staked `amount`; all their locked balance unlocks at block `unlockBlock`.
    event Deposited(address indexed user, uint256 amount, uint256 nonce, uint256 unlockBlock);
    /// @notice `user` withdrew `amount` of their balance: `fee` went to the treasury, the rest to them.
    event Withdrawn(address indexed user, uint256 amount, uint256 fee, uint256 nonce);
    /// @notice The withdrawal fee (basis points) changed.
    event FeeUpdated(uint256 previousFee, uint256 newFee);
    /// @notice The authorizing signer changed; signatures of the previous signer stop working.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);
    /// @notice The fee recipient changed.
    event TreasuryUpdated(address indexed previousTreasury, address indexed newTreasury);

    error HQStaking_ZeroAmount();
    error HQStaking_ZeroAddress();
    error HQStaking_SignatureExpired(uint256 validUntilBlock, uint256 blockNumber);
    error HQStaking_NonceUsed(address user, uint256 nonce);
    error HQStaking_InvalidSignature();
    error HQStaking_InsufficientAvailable(uint256 requested, uint256 available);
    error HQStaking_FeeTooHigh(uint256 fee, uint256 max);

    /// @param token_ The token to stake ($HQ).
    /// @param signer_ The platform signer.
    /// @param treasury_ Receives withdrawal fees.
    /// @param initialOwner Owner of the fee, signer and treasury settings.
    /// @param lockBlocks_ Blocks a deposit stays locked (0: withdrawable at once).
    constructor(IERC20 token_, address signer_, address treasury_, address initialOwner, uint256 lockBlocks_)
        Ownable(initialOwner)
        EIP712("QuestHQ Staking", "1")
    {
        if (address(token_) == address(0) || signer_ == address(0) || treasury_ == address(0)) {
            revert HQStaking_ZeroAddress();
        }
        token = token_;
        signer = signer_;
        treasury = treasury_;
        lockBlocks = lockBlocks_;
    }

    /// @notice Stakes `amount` of the caller's tokens (approved beforehand) with a signer authorization.
    /// @param amount Token base units to stake.
    /// @param nonce The caller's one-time nonce the signature was issued for.
    /// @param validUntilBlock Last block in which the signature is accepted.
    /// @param signature The signer's EIP-712 `Deposit` signature over (caller, amount, nonce, validUntilBlock).
    function deposit(uint256 amount, uint256 nonce, uint256 validUntilBlock, bytes calldata signature)
        external
        nonReentrant
    {
        _authorize(DEPOSIT_TYPEHASH, amount, nonce, validUntilBlock, signature);

        Stake storage s = _settle(msg.sender);
        uint256 unlockBlock = block.number + lockBlocks;
        if (lockBlocks == 0) {
            s.available += amount;
        } else {
            // One unlock block per user: a new deposit re-locks what is still locked, which keeps
            // the state to three words instead of a queue of deposits.
            s.locked += amount;
            s.unlockBlock = unlockBlock;
        }
        totalStaked += amount;
        emit Deposited(msg.sender, amount, nonce, unlockBlock);

        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Withdraws `amount` of the caller's available balance with a signer authorization;
    /// the fee goes to the treasury and the rest to the caller.
    /// @param amount Token base units to take out of the stake (fee included).
    /// @param nonce The caller's one-time nonce the signature was issued for.
    /// @param validUntilBlock Last block in which the signature is accepted.
    /// @param signature The signer's EIP-712 `Withdraw` signature over (caller, amount, nonce, validUntilBlock).
    function withdraw(uint256 amount, uint256 nonce, uint256 validUntilBlock, bytes calldata signature)
        external
        nonReentrant
    {
        _authorize(WITHDRAW_TYPEHASH, amount, nonce, validUntilBlock, signature);

        Stake storage s = _settle(msg.sender);
        uint256 available = s.available;
        if (amount > available) revert HQStaking_InsufficientAvailable(amount, available);
        uint256 feeAmount = (amount * fee) / BPS;
        unchecked {
            s.available = available - amount;
            totalStaked -= amount;
        }
        emit Withdrawn(msg.sender, amount, feeAmount, nonce);

        if (feeAmount > 0) token.safeTransfer(treasury, feeAmount);
        token.safeTransfer(msg.sender, amount - feeAmount);
    }

    /// @notice A user's balances as of the current block (locked deposits past their unlock block count as available).
    /// @return locked Not yet withdrawable.
    /// @return available Withdrawable now.
    function balancesOf(address user) external view returns (uint256 locked, uint256 available) {
        Stake storage s = _stakes[user];
        if (s.locked != 0 && block.number >= s.unlockBlock) return (0, s.available + s.locked);
        return (s.locked, s.available);
    }

    /// @notice Whether `user` has spent `nonce` (on a deposit or a withdrawal).
    function nonceUsed(address user, uint256 nonce) external view returns (bool) {
        return _nonceUsed[user][nonce];
    }

    /// @notice Sets the withdrawal fee in basis points (at most MAX_FEE).
    /// @param bps The new fee.
    function setFee(uint256 bps) external onlyOwner {
        if (bps > MAX_FEE) revert HQStaking_FeeTooHigh(bps, MAX_FEE);
        emit FeeUpdated(fee, bps);
        fee = bps;
    }

    /// @notice Replaces the authorizing signer (e.g. after a key rotation).
    /// @param newSigner The new signer; not the zero address.
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert HQStaking_ZeroAddress();
        emit SignerUpdated(signer, newSigner);
        signer = newSigner;
    }

    /// @notice Replaces the fee recipient.
    /// @param newTreasury The new recipient; not the zero address.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert HQStaking_ZeroAddress();
        emit TreasuryUpdated(treasury, newTreasury);
        treasury = newTreasury;
    }

    /// @dev Checks an authorization for msg.sender and spends its nonce. The typehash binds the
    /// action, so a Deposit signature can never pass as a Withdraw one.
    function _authorize(
        bytes32 typehash,
        uint256 amount,
        uint256 nonce,
        uint256 validUntilBlock,
        bytes calldata signature
    ) private {
        if (amount == 0) revert HQStaking_ZeroAmount();
        if (block.number > validUntilBlock) revert HQStaking_SignatureExpired(validUntilBlock, block.number);
        if (_nonceUsed[msg.sender][nonce]) revert HQStaking_NonceUsed(msg.sender, nonce);
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(typehash, msg.sender, amount, nonce, validUntilBlock)));
        // SignatureChecker also accepts an ERC-1271 contract signer (e.g. a multisig) if one is set.
        if (!SignatureChecker.isValidSignatureNow(signer, digest, signature)) revert HQStaking_InvalidSignature();
        _nonceUsed[msg.sender][nonce] = true;
    }

    /// @dev Moves a matured lock into the available balance.
    function _settle(address user) private returns (Stake storage s) {
        s = _stakes[user];
        uint256 locked = s.locked;
        if (locked != 0 && block.number >= s.unlockBlock) {
            s.available += locked;
            s.locked = 0;
        }
    }
}
