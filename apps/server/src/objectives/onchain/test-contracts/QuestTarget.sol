// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The contract an objective asks users to call (tests of the on-chain verifiers).
contract QuestTarget {
    mapping(address => uint256) public checkIns;

    event CheckedIn(address indexed who, uint256 total);

    function checkIn() external {
        checkIns[msg.sender] += 1;
        emit CheckedIn(msg.sender, checkIns[msg.sender]);
    }

    function wave(uint256 times) external {
        checkIns[msg.sender] += times;
    }

    function alwaysFails() external pure {
        revert("QuestTarget: always fails");
    }
}
