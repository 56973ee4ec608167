// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Context} from "@openzeppelin/contracts/utils/Context.sol";
import {ERC2771Context} from "@openzeppelin/contracts/metatx/ERC2771Context.sol";
import {HQ_TRUSTED_FORWARDER} from "./HQTrustedForwarder.sol";

/// @title QuestHQ mission vesting
/// @notice One mission's token reward. The organization funds totalAmount once; each winner's
/// allocation (signed by the platform signer) unlocks by a cumulative schedule and is claimed
/// from startTime until endTime + windowPeriodUser. After that the organization may take back
/// what nobody claimed; once windowPeriodOrg has also passed, headquarters sweeps whatever is
/// still here to the treasury. Calls forwarded by the platform's ERC-2771 forwarder count as their signer's
/// (gasless claims for stakers: the relayer pays the gas and the claim fee, the tokens go to the signer).
contract HQMissionVesting is Ownable2Step, ReentrancyGuard, EIP712, ERC2771Context {
    using SafeERC20 for IERC20;

    /// @dev `bps` is the cumulative share of every allocation unlocked from `timestamp` on.
    struct Schedule {
        uint64 timestamp;
        uint16 bps;
    }

    uint256 public constant MAX_BPS = 10_000;
    /// @notice Bound on schedule points, so vestedBps (a linear scan) stays cheap.
    uint256 public constant MAX_SCHEDULES = 100;

    bytes32 private constant CLAIM_TYPEHASH = keccak256("Claim(address user,uint256 allocation)");

    /// @notice The reward token.
    IERC20 public immutable token;
    /// @notice The organization that funds the mission and may reclaim the unclaimed rest.
    address public immutable organization;
    /// @notice Claims open at this timestamp.
    uint64 public immutable startTime;
    /// @notice The mission's end; claims stay open windowPeriodUser seconds longer.
    uint64 public immutable endTime;
    /// @notice Seconds after endTime during which users may still claim.
    uint64 public immutable windowPeriodUser;
    /// @notice Seconds after the users' window reserved to the organization before headquarters may sweep.
    uint64 public immutable windowPeriodOrg;
    /// @notice Tokens the mission distributes (pulled by fund()).
    uint256 public immutable totalAmount;

    /// @notice The unlock schedule, timestamps strictly increasing, the last at 10000 bps.
    Schedule[] public schedules;

    /// @notice Flat fee in wei per claim, paid to the treasury.
    uint256 public fee;
    /// @notice The platform key whose EIP-712 Claim fixes a user's allocation.
    address public signer;
    /// @notice Receives the fees and headquarters' sweep.
    address public treasury;

    /// @notice Whether totalAmount has been pulled in.
    bool public funded;
    /// @notice Whether the organization has taken back the unclaimed rest.
    bool public organizationWithdrawn;
    /// @notice Whether headquarters has swept the contract.
    bool public headquartersWithdrawn;
    /// @notice Tokens claimed by users so far.
    uint256 public distributedAmount;
    /// @notice Tokens the organization took back.
    uint256 public orgWithdrawalAmount;
    /// @notice Tokens each user has claimed.
    mapping(address => uint256) public claimedAmount;
    /// @notice Timestamp of each user's last claim.
    mapping(address => uint256) public latestVesting;

    /// @notice totalAmount was pulled from `from`.
    event Funded(address indexed from, uint256 amount);
    /// @notice `user` claimed `amount` of its `allocation`.
    event TokensVested(address indexed user, uint256 amount, uint256 allocation, uint256 timestamp);
    /// @notice The organization took back the unclaimed `amount`.
    event OrganizationWithdrawal(address indexed organization, uint256 amount);
    /// @notice Headquarters swept `amount` to the treasury.
    event HeadquartersWithdrawal(address indexed treasury, uint256 amount);
    /// @notice The claim fee changed.
    event FeeUpdated(uint256 previousFee, uint256 newFee);
    /// @notice The claim signer changed; the previous signer's claims stop working.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);
    /// @notice The fee receiver changed.
    event TreasuryUpdated(address indexed previousTreasury, address indexed newTreasury);

    error HQMissionVesting_ZeroAddress();
    error HQMissionVesting_ZeroAmount();
    error HQMissionVesting_InvalidTimes(uint256 startTime, uint256 endTime);
    /// @dev `index` is the offending point, or the length when there are none or too many.
    error HQMissionVesting_InvalidSchedule(uint256 index);
    error HQMissionVesting_NotFunded();
    error HQMissionVesting_AlreadyFunded();
    error HQMissionVesting_FundingShortfall(uint256 expected, uint256 received);
    error HQMissionVesting_NotStarted(uint256 startTime);
    error HQMissionVesting_ClaimWindowClosed(uint256 closedAfter);
    error HQMissionVesting_NothingToClaim();
    error HQMissionVesting_WrongFee(uint256 expected, uint256 sent);
    error HQMissionVesting_InvalidSignature();
    error HQMissionVesting_WindowNotOver(uint256 endsAt);
    error HQMissionVesting_AlreadyWithdrawn();
    error HQMissionVesting_Unauthorized(address caller);
    error HQMissionVesting_PaymentFailed(address to);

    /// @dev The constructor's trailing static arguments, grouped because twelve flat parameters
    /// with a dynamic array overflow the legacy code generator's stack ("stack too deep"). A
    /// static tuple is ABI-encoded inline, so the deployment data is byte-for-byte that of the
    /// flat signature (..., schedules, windowPeriodUser, windowPeriodOrg, fee, signer, treasury, initialOwner).
    struct Settings {
        /// Claim period after endTime, in seconds.
        uint64 windowPeriodUser;
        /// Organization's withdrawal period after the users' window, in seconds.
        uint64 windowPeriodOrg;
        /// Fee per claim in wei.
        uint256 fee;
        /// The platform signer.
        address signer;
        /// Receives fees and the final sweep.
        address treasury;
        /// Headquarters.
        address initialOwner;
    }

    /// @param token_ The reward token.
    /// @param organization_ Funds the mission and may reclaim the unclaimed rest.
    /// @param startTime_ Claims open.
    /// @param endTime_ The mission's end (>= startTime_, >= the last schedule point).
    /// @param totalAmount_ Tokens to distribute (> 0).
    /// @param schedules_ Cumulative unlock points (1 to MAX_SCHEDULES).
    /// @param settings_ Windows, fee, signer, treasury and owner (see Settings).
    constructor(
        IERC20 token_,
        address organization_,
        uint64 startTime_,
        uint64 endTime_,
        uint256 totalAmount_,
        Schedule[] memory schedules_,
        Settings memory settings_
    )
        Ownable(settings_.initialOwner)
        EIP712("QuestHQ Mission Vesting", "1")
        ERC2771Context(HQ_TRUSTED_FORWARDER)
    {
        if (
            address(token_) == address(0) || organization_ == address(0) || settings_.signer == address(0)
                || settings_.treasury == address(0)
        ) {
            revert HQMissionVesting_ZeroAddress();
        }
        if (totalAmount_ == 0) revert HQMissionVesting_ZeroAmount();
        if (endTime_ < startTime_) revert HQMissionVesting_InvalidTimes(startTime_, endTime_);
        uint256 n = schedules_.length;
        if (n == 0 || n > MAX_SCHEDULES) revert HQMissionVesting_InvalidSchedule(n);
        for (uint256 i; i < n; ++i) {
            Schedule memory s = schedules_[i];
            if (i > 0 && (s.timestamp <= schedules_[i - 1].timestamp || s.bps < schedules_[i - 1].bps)) {
                revert HQMissionVesting_InvalidSchedule(i);
            }
            schedules.push(s);
        }
        // Everything must be unlocked while users can still claim it.
        Schedule memory last = schedules_[n - 1];
        if (last.bps != MAX_BPS || last.timestamp > endTime_) revert HQMissionVesting_InvalidSchedule(n - 1);

        token = token_;
        organization = organization_;
        startTime = startTime_;
        endTime = endTime_;
        totalAmount = totalAmount_;
        windowPeriodUser = settings_.windowPeriodUser;
        windowPeriodOrg = settings_.windowPeriodOrg;
        fee = settings_.fee;
        signer = settings_.signer;
        treasury = settings_.treasury;
    }

    /// @notice Pulls totalAmount from the caller (who must have approved it), once.
    function fund() external nonReentrant {
        if (funded) revert HQMissionVesting_AlreadyFunded();
        funded = true;
        uint256 before = token.balanceOf(address(this));
        address from = _msgSender();
        token.safeTransferFrom(from, address(this), totalAmount);
        // A fee-on-transfer token would leave the last claims unbacked: refuse it here.
        uint256 received = token.balanceOf(address(this)) - before;
        if (received < totalAmount) revert HQMissionVesting_FundingShortfall(totalAmount, received);
        emit Funded(from, totalAmount);
    }

    /// @notice Claims the caller's newly unlocked share of `allocation`.
    /// @param allocation The caller's total allocation, as signed by the platform.
    /// @param signature The signer's EIP-712 Claim(user = caller, allocation).
    function vesting(uint256 allocation, bytes calldata signature) external payable nonReentrant {
        if (!funded) revert HQMissionVesting_NotFunded();
        if (block.timestamp < startTime) revert HQMissionVesting_NotStarted(startTime);
        uint256 closesAt = uint256(endTime) + windowPeriodUser;
        if (block.timestamp > closesAt) revert HQMissionVesting_ClaimWindowClosed(closesAt);
        uint256 claimFee = fee;
        if (msg.value != claimFee) revert HQMissionVesting_WrongFee(claimFee, msg.value);
        // The claimant: the sender, or the signer of a request the trusted forwarder relays (who gets the tokens).
        address user = _msgSender();
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(CLAIM_TYPEHASH, user, allocation)));
        if (!SignatureChecker.isValidSignatureNowCalldata(signer, digest, signature)) {
            revert HQMissionVesting_InvalidSignature();
        }
        uint256 amount = calculateTokenClaimable(user, allocation);
        if (amount == 0) revert HQMissionVesting_NothingToClaim();

        claimedAmount[user] += amount;
        distributedAmount += amount;
        latestVesting[user] = block.timestamp;
        emit TokensVested(user, amount, allocation, block.timestamp);

        token.safeTransfer(user, amount);
        if (claimFee != 0) {
            (bool ok, ) = treasury.call{value: claimFee}("");
            if (!ok) revert HQMissionVesting_PaymentFailed(treasury);
        }
    }

    /// @notice The organization takes back what users left unclaimed, once, after their window.
    function organizationWithdraw() external nonReentrant {
        address caller = _msgSender();
        if (caller != organization) revert HQMissionVesting_Unauthorized(caller);
        if (!funded) revert HQMissionVesting_NotFunded();
        uint256 windowEnd = uint256(endTime) + windowPeriodUser;
        if (block.timestamp <= windowEnd) revert HQMissionVesting_WindowNotOver(windowEnd);
        if (organizationWithdrawn || headquartersWithdrawn) revert HQMissionVesting_AlreadyWithdrawn();
        uint256 amount = amountLeft();
        organizationWithdrawn = true;
        orgWithdrawalAmount = amount;
        emit OrganizationWithdrawal(caller, amount);
        if (amount != 0) token.safeTransfer(caller, amount);
    }

    /// @notice Headquarters sweeps the contract's whole token balance to the treasury once the
    /// organization's window is over. May be repeated: it also recovers tokens sent here later.
    function headquartersWithdraw() external nonReentrant onlyOwner {
        uint256 windowEnd = uint256(endTime) + windowPeriodUser + windowPeriodOrg;
        if (block.timestamp <= windowEnd) revert HQMissionVesting_WindowNotOver(windowEnd);
        headquartersWithdrawn = true;
        uint256 amount = token.balanceOf(address(this));
        address to = treasury;
        emit HeadquartersWithdrawal(to, amount);
        if (amount != 0) token.safeTransfer(to, amount);
    }

    /// @notice Cumulative basis points unlocked at `timestamp`: 0 before the first schedule point.
    /// @param timestamp Any timestamp.
    function vestedBps(uint256 timestamp) public view returns (uint256) {
        for (uint256 i = schedules.length; i > 0; --i) {
            Schedule memory s = schedules[i - 1];
            if (timestamp >= s.timestamp) return s.bps;
        }
        return 0;
    }

    /// @notice What `user` could claim now with `allocation`: its unlocked share minus what it
    /// has claimed, capped at amountLeft.
    /// @param user The claimant.
    /// @param allocation The user's total allocation.
    function calculateTokenClaimable(address user, uint256 allocation) public view returns (uint256) {
        uint256 unlocked = Math.mulDiv(allocation, vestedBps(block.timestamp), MAX_BPS);
        uint256 claimed = claimedAmount[user];
        if (unlocked <= claimed) return 0;
        return Math.min(unlocked - claimed, amountLeft());
    }

    /// @notice Tokens not yet claimed nor withdrawn: totalAmount - distributedAmount -
    /// orgWithdrawalAmount (before funding too: read funded() to know they are here), 0 after
    /// headquarters' sweep.
    function amountLeft() public view returns (uint256) {
        if (headquartersWithdrawn) return 0;
        return totalAmount - distributedAmount - orgWithdrawalAmount;
    }

    /// @notice The whole unlock schedule.
    function getSchedules() external view returns (Schedule[] memory) {
        return schedules;
    }

    /// @notice Sets the fee per claim.
    /// @param newFee Fee in wei.
    function setFee(uint256 newFee) external onlyOwner {
        emit FeeUpdated(fee, newFee);
        fee = newFee;
    }

    /// @notice Replaces the claim signer.
    /// @param newSigner The new signer; not zero.
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert HQMissionVesting_ZeroAddress();
        emit SignerUpdated(signer, newSigner);
        signer = newSigner;
    }

    /// @notice Replaces the fee and sweep receiver.
    /// @param newTreasury The new treasury; not zero.
    function setTreasury(address newTreasury) external onlyOwner {
        if (newTreasury == address(0)) revert HQMissionVesting_ZeroAddress();
        emit TreasuryUpdated(treasury, newTreasury);
        treasury = newTreasury;
    }

    // One sender everywhere, Ownable included: a forwarded request's signer.
    function _msgSender() internal view override(Context, ERC2771Context) returns (address) {
        return ERC2771Context._msgSender();
    }

    function _msgData() internal view override(Context, ERC2771Context) returns (bytes calldata) {
        return ERC2771Context._msgData();
    }

    function _contextSuffixLength() internal view override(Context, ERC2771Context) returns (uint256) {
        return ERC2771Context._contextSuffixLength();
    }
}
