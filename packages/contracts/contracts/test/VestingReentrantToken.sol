// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Test-only ERC-20 that, once armed, calls `target` with `data` when `target` sends
/// tokens (a hook like ERC-777's). With `swallow` it records the call's outcome and lets the
/// transfer finish; otherwise it bubbles the call's revert.
contract VestingReentrantToken is ERC20 {
    address public target;
    bytes public data;
    bool public armed;
    bool public swallow;
    bool public reentered;
    bytes public lastRevertData;

    constructor() ERC20("Reentrant", "RNT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata data_, bool swallow_) external {
        target = target_;
        data = data_;
        swallow = swallow_;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (!armed || from != target) return;
        armed = false;
        (bool ok, bytes memory ret) = target.call(data);
        if (ok) {
            reentered = true;
        } else if (!swallow) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        } else {
            lastRevertData = ret;
        }
    }
}
