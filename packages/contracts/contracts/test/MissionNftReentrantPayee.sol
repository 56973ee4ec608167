// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {HQMissionNFT} from "../HQMissionNFT.sol";

/// @notice Test-only payee that re-enters mintNFTs when it is paid. With `swallow` it records the
/// re-entry's revert data and accepts the payment (to show the guard is what stopped it);
/// otherwise it bubbles the failure, so the outer mint's payment fails.
contract MissionNftReentrantPayee {
    HQMissionNFT public nft;
    address public wallet;
    bytes public signature;
    bool public armed;
    bool public swallow;
    bool public reentered;
    bytes public lastRevertData;

    function arm(HQMissionNFT nft_, address wallet_, bytes calldata signature_, bool swallow_) external {
        nft = nft_;
        wallet = wallet_;
        signature = signature_;
        swallow = swallow_;
        armed = true;
    }

    receive() external payable {
        if (!armed) return;
        armed = false;
        try nft.mintNFTs{value: msg.value}(1, wallet, signature) {
            reentered = true;
        } catch (bytes memory reason) {
            if (!swallow) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
            lastRevertData = reason;
        }
    }
}
