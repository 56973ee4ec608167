// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC2771Forwarder} from "@openzeppelin/contracts/metatx/ERC2771Forwarder.sol";

/// @title QuestHQ forwarder
/// @notice OpenZeppelin's ERC-2771 forwarder, unchanged: it executes a call that its signer authorised with an
/// EIP-712 ForwardRequest (single-use nonce, deadline, gas and value fixed by the signer) and appends the signer's
/// address, which contracts trusting it read as the sender. Whoever submits the request pays the gas: the platform's
/// relayer, for stakers' gasless mints and claims. It has no owner and no state beyond the nonces.
/// @dev Deployed through the deterministic deployment proxy with a fixed salt, so it sits at the same address on
/// every chain (HQ_TRUSTED_FORWARDER, which the mission contracts trust).
contract HQForwarder is ERC2771Forwarder {
    constructor() ERC2771Forwarder("QuestHQ Forwarder") {}
}
