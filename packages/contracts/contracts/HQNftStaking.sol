// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {HQMembership, hqMembershipTypeOf, HQ_MEMBERSHIP_WHALE} from "./HQMembership.sol";

/// @title Membership NFT staking
/// @notice Holders stake all their membership keys at once and unstake them all at once; the
/// platform reads the staked member/whale counts to grant daily boosters (0.2x per member key,
/// 1x per whale key; year-5 keys count as member keys).
/// @dev Tokens move with plain transferFrom, both ways, on purpose:
/// - In: the contract pulls as an approved operator into itself, so there is no recipient to
///   check, and not implementing IERC721Receiver makes an accidental safeTransferFrom to this
///   contract revert instead of parking a key that no stake records.
/// - Out: keys go back to the address that held them (it could hold them before), and a plain
///   transfer gives that address no callback, so unstaking opens no re-entrancy path at all.
/// nonReentrant still guards both functions in case the collection itself is hostile.
contract HQNftStaking is Ownable2Step, ReentrancyGuard {
    /// @notice The membership collection.
    HQMembership public immutable membership;
    /// @notice Daily booster per staked member or year-5 key, in hundredths (0.2x).
    uint256 public constant MEMBER_BOOSTER_HUNDREDTHS = 20;
    /// @notice Daily booster per staked whale key, in hundredths (1x).
    uint256 public constant WHALE_BOOSTER_HUNDREDTHS = 100;

    struct Staker {
        uint128 member;
        uint128 whale;
        uint256[] tokenIds;
    }

    mapping(address user => Staker) private _stakers;

    /// @notice `user` staked `tokenIds`; `memberCount` and `whaleCount` are their totals staked after the action.
    event Staked(address indexed user, uint256[] tokenIds, uint256 memberCount, uint256 whaleCount);
    /// @notice `user` got `tokenIds` back; the counts are their totals staked after the action (0).
    event Unstaked(address indexed user, uint256[] tokenIds, uint256 memberCount, uint256 whaleCount);

    error HQNftStaking_ZeroAddress();
    error HQNftStaking_NotApproved();
    error HQNftStaking_NothingToStake();
    error HQNftStaking_NothingStaked();

    /// @param membership_ The HQMembership collection.
    /// @param initialOwner The contract's owner (no owner-only functions yet; kept for ownership transfers and future
    /// settings).
    constructor(address membership_, address initialOwner) Ownable(initialOwner) {
        if (membership_ == address(0)) revert HQNftStaking_ZeroAddress();
        membership = HQMembership(membership_);
    }

    /// @notice Stakes every membership key the caller holds. Needs setApprovalForAll(this, true).
    function stakeAll() external nonReentrant {
        uint256[] memory tokenIds = membership.tokensOfOwner(msg.sender);
        if (tokenIds.length == 0) revert HQNftStaking_NothingToStake();
        if (!membership.isApprovedForAll(msg.sender, address(this))) revert HQNftStaking_NotApproved();

        Staker storage s = _stakers[msg.sender];
        uint256 whale;
        for (uint256 i; i < tokenIds.length; ++i) {
            if (hqMembershipTypeOf(tokenIds[i]) == HQ_MEMBERSHIP_WHALE) ++whale;
            s.tokenIds.push(tokenIds[i]);
        }
        uint256 memberTotal = s.member + (tokenIds.length - whale);
        uint256 whaleTotal = s.whale + whale;
        s.member = uint128(memberTotal);
        s.whale = uint128(whaleTotal);
        emit Staked(msg.sender, tokenIds, memberTotal, whaleTotal);

        for (uint256 i; i < tokenIds.length; ++i) {
            membership.transferFrom(msg.sender, address(this), tokenIds[i]);
        }
    }

    /// @notice Returns every key the caller staked.
    function unstakeAll() external nonReentrant {
        Staker storage s = _stakers[msg.sender];
        uint256[] memory tokenIds = s.tokenIds;
        if (tokenIds.length == 0) revert HQNftStaking_NothingStaked();
        delete _stakers[msg.sender];
        emit Unstaked(msg.sender, tokenIds, 0, 0);

        for (uint256 i; i < tokenIds.length; ++i) {
            membership.transferFrom(address(this), msg.sender, tokenIds[i]);
        }
    }

    /// @notice The keys `user` has staked, in staking order.
    function stakedTokensOf(address user) external view returns (uint256[] memory) {
        return _stakers[user].tokenIds;
    }

    /// @notice How many member keys (year-5 included) and whale keys `user` has staked.
    function stakedCounts(address user) external view returns (uint256 member, uint256 whale) {
        Staker storage s = _stakers[user];
        return (s.member, s.whale);
    }

    /// @notice The daily booster of `user`'s staked keys in hundredths: 20 per member key, 100 per whale key.
    function boosterHundredths(address user) external view returns (uint256) {
        Staker storage s = _stakers[user];
        return uint256(s.member) * MEMBER_BOOSTER_HUNDREDTHS + uint256(s.whale) * WHALE_BOOSTER_HUNDREDTHS;
    }
}
