// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title HQ token
/// @notice The platform's $HQ: 18 decimals, a fixed supply of 1,000,000,000 minted once to the
/// treasury. Used on local and test chains; production points the product at the configured
/// token address instead.
contract HQToken is ERC20, ERC20Permit {
    uint256 public constant INITIAL_SUPPLY = 1_000_000_000 ether;

    /// @param treasury Receives the whole supply.
    constructor(address treasury) ERC20("HQ", "HQ") ERC20Permit("HQ") {
        _mint(treasury, INITIAL_SUPPLY);
    }
}
