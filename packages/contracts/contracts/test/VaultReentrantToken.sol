// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Test-only ERC-20 that, once armed, calls `target` with `payload` when tokens move
/// out of `trigger` (e.g. HQStreams refunding the vault, or the vault paying the user), and
/// bubbles up the callee's revert. Used to prove HQStreams and HQSagaVault reject reentry.
contract VaultReentrantToken is ERC20 {
    address public trigger;
    address public target;
    bytes public payload;

    constructor() ERC20("Reentrant", "RE") {}

    /// @notice Mints test tokens.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms a single callback on the next transfer out of `trigger_`.
    function arm(address trigger_, address target_, bytes calldata payload_) external {
        trigger = trigger_;
        target = target_;
        payload = payload_;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (target != address(0) && from == trigger) {
            address callee = target;
            target = address(0);
            (bool ok, bytes memory ret) = callee.call(payload);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }
}
