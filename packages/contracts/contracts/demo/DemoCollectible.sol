// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Demo collectible (local chain only)
/// @notice An ERC-721 collection on the local development chain for the demo's "hold an NFT"
/// objectives. The owner mints the next id to anyone.
contract DemoCollectible is ERC721, Ownable {
    uint256 public totalMinted;

    /// @param initialOwner Mints (the local chain's deployer; the server's sandbox acts as it).
    constructor(string memory name_, string memory symbol_, address initialOwner)
        ERC721(name_, symbol_)
        Ownable(initialOwner)
    {}

    /// @return tokenId The minted id (ids start at 1).
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _mint(to, tokenId);
    }
}
