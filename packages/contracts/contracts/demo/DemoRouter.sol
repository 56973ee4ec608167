// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Demo router (local chain only)
/// @notice The contract the sandbox LI.FI answers route with: its quotes are transaction requests to `swap` here, so
/// a bridge-page swap really moves tokens on the local chain. Fixed USD prices set by the owner stand in for a market;
/// the tokens paid out come from the router's own reserves, and what it takes in stays here. The integrator fee of a
/// quote is kept in the token paid in, as LI.FI's fee collector keeps it, and reported by an event.
contract DemoRouter is Ownable {
    using SafeERC20 for IERC20;

    /// @dev The chain's currency, as LI.FI writes it.
    address public constant NATIVE = address(0);

    struct Listing {
        /// USD per whole token, 18 decimals; zero when the token is not listed.
        uint256 usdPrice;
        uint8 decimals;
    }

    mapping(address token => Listing) public listings;

    event Listed(address indexed token, uint256 usdPrice, uint8 decimals);
    event Swapped(
        address indexed trader,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );
    event FeeCollected(address indexed token, uint256 amount);

    error DemoRouter_NotListed(address token);
    error DemoRouter_SameToken();
    error DemoRouter_NothingIn();
    error DemoRouter_FeeTooHigh(uint256 fee, uint256 amountIn);
    error DemoRouter_WrongValue(uint256 sent, uint256 expected);
    error DemoRouter_Slippage(uint256 amountOut, uint256 minAmountOut);
    error DemoRouter_ReserveTooLow(uint256 reserve, uint256 wanted);
    error DemoRouter_EtherTransferFailed();

    constructor(address initialOwner) Ownable(initialOwner) {}

    /// @notice Lists a token (or the currency, `NATIVE`) at a fixed USD price; a zero price delists it.
    function list(address token, uint256 usdPrice, uint8 decimals) external onlyOwner {
        listings[token] = Listing(usdPrice, decimals);
        emit Listed(token, usdPrice, decimals);
    }

    /// @notice What `amountIn` of `tokenIn` buys of `tokenOut` at the listed prices (before any fee).
    function quote(address tokenIn, uint256 amountIn, address tokenOut) public view returns (uint256) {
        Listing memory a = _listing(tokenIn);
        Listing memory b = _listing(tokenOut);
        if (tokenIn == tokenOut) revert DemoRouter_SameToken();
        return (amountIn * a.usdPrice * 10 ** b.decimals) / (b.usdPrice * 10 ** a.decimals);
    }

    /// @notice Swaps `amountIn` of `tokenIn` (ether when `NATIVE`, sent as the value) for `tokenOut`, paid to `to`.
    /// `fee` of the amount in is kept as the integrator fee; the rest is swapped at the listed prices.
    function swap(address tokenIn, uint256 amountIn, address tokenOut, uint256 minAmountOut, address to, uint256 fee)
        external
        payable
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert DemoRouter_NothingIn();
        if (fee >= amountIn) revert DemoRouter_FeeTooHigh(fee, amountIn);
        amountOut = quote(tokenIn, amountIn - fee, tokenOut);
        if (amountOut < minAmountOut) revert DemoRouter_Slippage(amountOut, minAmountOut);

        if (tokenIn == NATIVE) {
            if (msg.value != amountIn) revert DemoRouter_WrongValue(msg.value, amountIn);
        } else {
            if (msg.value != 0) revert DemoRouter_WrongValue(msg.value, 0);
            IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        }

        uint256 reserve = tokenOut == NATIVE
            ? address(this).balance - (tokenIn == NATIVE ? amountIn : 0)
            : IERC20(tokenOut).balanceOf(address(this));
        if (reserve < amountOut) revert DemoRouter_ReserveTooLow(reserve, amountOut);
        if (tokenOut == NATIVE) {
            (bool ok,) = to.call{value: amountOut}("");
            if (!ok) revert DemoRouter_EtherTransferFailed();
        } else {
            IERC20(tokenOut).safeTransfer(to, amountOut);
        }
        if (fee > 0) emit FeeCollected(tokenIn, fee);
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    /// @notice Ether for the router's reserve (the owner stocks it).
    receive() external payable {}

    function _listing(address token) private view returns (Listing memory listing) {
        listing = listings[token];
        if (listing.usdPrice == 0) revert DemoRouter_NotListed(token);
    }
}
