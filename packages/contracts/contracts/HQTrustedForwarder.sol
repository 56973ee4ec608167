// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The platform's ERC-2771 forwarder (HQForwarder), which the mission contracts trust to name the sender of a
/// forwarded call. It is deployed through the deterministic deployment proxy with a fixed salt, so this one address
/// holds on every chain; src/forwarder.ts computes it from the compiled bytecode and a test keeps the two equal.
/// Nobody can place other code at this address, and on a chain where the forwarder is not deployed yet no call can
/// come from it, so trusting it costs nothing there.
address constant HQ_TRUSTED_FORWARDER = 0x43549fD8E09b52C0aF25591c2D6175D11aA5C351;
