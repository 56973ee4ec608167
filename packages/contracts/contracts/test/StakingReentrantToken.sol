// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Re-entering ERC-20 (test only)
/// @notice A token whose transfer/transferFrom calls back into a target with prepared calldata
/// (e.g. HQStaking.deposit or withdraw) before moving funds, bubbling the callee's revert so a
/// test can see which guard stopped it.
contract StakingReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    /// @notice 0 off, 1 on transferFrom, 2 on transfer.
    uint8 public mode;

    constructor() ERC20("Reentrant", "RE") {}

    /// @notice Mints freely (test token).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms the callback: `mode` 1 fires on transferFrom, 2 on transfer.
    function arm(address target_, bytes calldata payload_, uint8 mode_) external {
        target = target_;
        payload = payload_;
        mode = mode_;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (mode == 1) _reenter();
        return super.transferFrom(from, to, value);
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (mode == 2) _reenter();
        return super.transfer(to, value);
    }

    function _reenter() private {
        mode = 0;
        (bool ok, bytes memory ret) = target.call(payload);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }
}
