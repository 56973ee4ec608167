// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {HQMembership} from "../HQMembership.sol";

/// @title Re-entering membership collection (test only)
/// @notice An HQMembership whose transferFrom first calls back into a target (HQNftStaking's
/// stakeAll or unstakeAll) and bubbles its revert, to prove the staking guard holds even
/// against a hostile collection.
contract NftStakingReentrantMembership is HQMembership {
    address public target;
    bytes public payload;

    constructor(address initialOwner) HQMembership(initialOwner) {}

    /// @notice Arms the callback (an empty payload disarms it).
    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    function transferFrom(address from, address to, uint256 tokenId) public override(IERC721, ERC721) {
        if (payload.length != 0) {
            bytes memory data = payload;
            delete payload;
            (bool ok, bytes memory ret) = target.call(data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
        super.transferFrom(from, to, tokenId);
    }
}
