// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Demo token (local chain only)
/// @notice A stand-in for a stablecoin on the local development chain, so the demo's "hold" and
/// "swap" objectives check real balances without a real chain. The owner mints; nothing else.
/// Never deployed outside a local chain: it has no value and no supply limit.
contract DemoToken is ERC20, Ownable {
    uint8 private immutable _decimals;

    /// @param initialOwner Mints (the local chain's deployer; the server's sandbox acts as it).
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address initialOwner)
        ERC20(name_, symbol_)
        Ownable(initialOwner)
    {
        _decimals = decimals_;
    }

    /// @notice USDC-like tokens use 6 decimals; the demo keeps the real token's unit.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
