// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

// Membership kinds are fixed by token id ranges (spec "Membership NFT ids"), so a token's kind
// needs no storage and any contract can classify ids without an external call.
uint256 constant HQ_WHALE_TOKEN_ID_MIN = 1310;
uint256 constant HQ_WHALE_TOKEN_ID_MAX = 1403;
uint256 constant HQ_YEAR5_TOKEN_ID_ABOVE = 3113;
uint8 constant HQ_MEMBERSHIP_MEMBER = 0;
uint8 constant HQ_MEMBERSHIP_WHALE = 1;
uint8 constant HQ_MEMBERSHIP_YEAR5 = 2;

/// @notice 0 member, 1 whale (ids 1310 to 1403 inclusive), 2 year-5 (ids above 3113).
function hqMembershipTypeOf(uint256 tokenId) pure returns (uint8) {
    if (tokenId >= HQ_WHALE_TOKEN_ID_MIN && tokenId <= HQ_WHALE_TOKEN_ID_MAX) return HQ_MEMBERSHIP_WHALE;
    if (tokenId > HQ_YEAR5_TOKEN_ID_ABOVE) return HQ_MEMBERSHIP_YEAR5;
    return HQ_MEMBERSHIP_MEMBER;
}

/// @title QuestHQ membership keys
/// @notice Membership NFTs. The owner mints explicit ids because an id decides the kind (member,
/// whale, year-5) and ids mirror an existing collection. Enumerable so holders' tokens can be
/// listed on chain (the NFT staking contract stakes "all my tokens" from that list).
contract HQMembership is ERC721Enumerable, Ownable2Step {
    string private _baseTokenURI;

    /// @notice The metadata base URI changed; every token's tokenURI changed with it.
    event BaseURIUpdated(string baseURI);

    error HQMembership_NoTokenIds();

    /// @param initialOwner Mints and sets the base URI.
    constructor(address initialOwner) ERC721("QuestHQ Membership", "HQM") Ownable(initialOwner) {}

    /// @notice Mints the given ids to `to`.
    /// @dev _safeMint: a contract recipient that cannot handle ERC-721 reverts the batch rather
    /// than locking keys forever. Reverts on an id that already exists (ERC721InvalidSender).
    /// @param to Recipient.
    /// @param tokenIds Ids to mint; their ranges decide their kinds.
    function mint(address to, uint256[] calldata tokenIds) external onlyOwner {
        if (tokenIds.length == 0) revert HQMembership_NoTokenIds();
        for (uint256 i; i < tokenIds.length; ++i) {
            _safeMint(to, tokenIds[i]);
        }
    }

    /// @notice Every token id `owner` holds (order: ERC721Enumerable's, which changes on transfers).
    /// @dev Unbounded: meant for calls and for holders of a realistic number of keys.
    function tokensOfOwner(address owner) external view returns (uint256[] memory tokenIds) {
        uint256 n = balanceOf(owner);
        tokenIds = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            tokenIds[i] = tokenOfOwnerByIndex(owner, i);
        }
    }

    /// @notice The kind of a token id: 0 member, 1 whale (1310..1403), 2 year-5 (above 3113).
    /// @dev Defined for any id, minted or not: the kind is a property of the id.
    function membershipType(uint256 tokenId) public pure returns (uint8) {
        return hqMembershipTypeOf(tokenId);
    }

    /// @notice Sets the base of every tokenURI (tokenURI = baseURI + id); empty means no URI.
    /// @param baseURI_ The new base, e.g. "https://questhq.example/membership/".
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _baseTokenURI = baseURI_;
        emit BaseURIUpdated(baseURI_);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }
}
