// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Demo swap (local chain only)
/// @notice The demo's "DEX": sells its reserve of one token for the chain's currency at a fixed
/// rate, so "make a swap" objectives have a real contract to call on the local chain. No pool,
/// no price: the ether it takes stays here.
contract DemoSwap {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    /// @notice Token base units paid per whole ether (1e18 wei).
    uint256 public immutable tokensPerEther;

    event Swapped(address indexed trader, uint256 etherIn, uint256 tokensOut);

    error DemoSwap_NothingIn();
    error DemoSwap_ReserveTooLow(uint256 reserve, uint256 wanted);

    constructor(IERC20 token_, uint256 tokensPerEther_) {
        token = token_;
        tokensPerEther = tokensPerEther_;
    }

    /// @notice Swaps the ether sent for tokens at the fixed rate.
    function swapExactEtherForTokens() external payable returns (uint256 tokensOut) {
        if (msg.value == 0) revert DemoSwap_NothingIn();
        tokensOut = (msg.value * tokensPerEther) / 1 ether;
        uint256 reserve = token.balanceOf(address(this));
        if (reserve < tokensOut) revert DemoSwap_ReserveTooLow(reserve, tokensOut);
        token.safeTransfer(msg.sender, tokensOut);
        emit Swapped(msg.sender, msg.value, tokensOut);
    }
}
