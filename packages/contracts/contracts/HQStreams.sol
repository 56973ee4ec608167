// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title HQ streams
/// @notice Linear token streams with the semantics of Sablier v2 LockupLinear (same status
/// machine, withdrawal and cancellation rules, same event names), without the NFT: the
/// recipient is a plain address. Kept in-house so the platform runs on any chain, including a
/// local one, without depending on a Sablier deployment.
contract HQStreams is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Amounts {
        uint128 deposited;
        uint128 withdrawn;
        uint128 refunded;
    }

    struct Stream {
        address sender;
        address recipient;
        uint40 startTime;
        uint40 cliffTime;
        uint40 endTime;
        bool isCancelable;
        bool wasCanceled;
        bool isDepleted;
        IERC20 asset;
        Amounts amounts;
    }

    enum Status {
        PENDING,
        STREAMING,
        SETTLED,
        CANCELED,
        DEPLETED
    }

    /// @notice A stream was created and funded.
    /// @param streamId The new stream's id.
    /// @param funder Who paid the deposit (always the sender here).
    /// @param sender Who may cancel the stream.
    /// @param recipient Who receives the streamed tokens.
    /// @param amount The deposit.
    /// @param asset The streamed token.
    /// @param cancelable Whether the sender may cancel.
    /// @param startTime When streaming starts (seconds).
    /// @param cliffTime Before this nothing is withdrawable (0: no cliff).
    /// @param endTime When the whole deposit has streamed.
    event CreateLockupLinearStream(
        uint256 streamId,
        address funder,
        address indexed sender,
        address indexed recipient,
        uint128 amount,
        IERC20 indexed asset,
        bool cancelable,
        uint40 startTime,
        uint40 cliffTime,
        uint40 endTime
    );

    /// @notice Streamed tokens left the contract.
    /// @param streamId The stream.
    /// @param to Who received them.
    /// @param asset The token.
    /// @param amount How much.
    event WithdrawFromLockupStream(uint256 indexed streamId, address indexed to, IERC20 indexed asset, uint128 amount);

    /// @notice The sender cancelled a stream.
    /// @param streamId The stream.
    /// @param sender Who got the unstreamed remainder back.
    /// @param recipient Who keeps the streamed, not yet withdrawn part.
    /// @param asset The token.
    /// @param senderAmount The refund (deposit minus streamed).
    /// @param recipientAmount What the recipient can still withdraw.
    event CancelLockupStream(
        uint256 streamId,
        address indexed sender,
        address indexed recipient,
        IERC20 indexed asset,
        uint128 senderAmount,
        uint128 recipientAmount
    );

    error HQStreams_NotFound(uint256 streamId);
    error HQStreams_InvalidRange(uint40 startTime, uint40 cliffTime, uint40 endTime);
    error HQStreams_EndTimeNotInTheFuture(uint40 endTime, uint256 blockTimestamp);
    error HQStreams_ZeroAmount();
    error HQStreams_ZeroAddress();
    error HQStreams_Unauthorized(address caller);
    error HQStreams_Overdraw(uint256 requested, uint256 withdrawable);
    error HQStreams_NotCancelable(uint256 streamId);
    error HQStreams_AlreadyCanceled(uint256 streamId);
    error HQStreams_Settled(uint256 streamId);
    error HQStreams_Depleted(uint256 streamId);

    uint256 private _nextStreamId = 1;
    mapping(uint256 streamId => Stream) private _streams;

    modifier exists(uint256 streamId) {
        if (_streams[streamId].sender == address(0)) revert HQStreams_NotFound(streamId);
        _;
    }

    /// @notice Creates a stream funded by the caller, who becomes its sender.
    /// @param recipient Receives the streamed tokens.
    /// @param totalAmount The deposit, pulled from the caller (approve it first).
    /// @param asset The token to stream.
    /// @param cancelable Whether the sender may cancel later.
    /// @param startTime Start of streaming (may be in the past, like Sablier).
    /// @param cliffTime 0 for no cliff, else startTime <= cliffTime < endTime.
    /// @param endTime End of streaming, after startTime and in the future.
    /// @return streamId The new stream's id (ids start at 1).
    function createWithTimestamps(
        address recipient,
        uint128 totalAmount,
        IERC20 asset,
        bool cancelable,
        uint40 startTime,
        uint40 cliffTime,
        uint40 endTime
    ) external nonReentrant returns (uint256 streamId) {
        if (recipient == address(0) || address(asset) == address(0)) revert HQStreams_ZeroAddress();
        if (totalAmount == 0) revert HQStreams_ZeroAmount();
        if (startTime >= endTime || (cliffTime != 0 && (cliffTime < startTime || cliffTime >= endTime))) {
            revert HQStreams_InvalidRange(startTime, cliffTime, endTime);
        }
        // As Sablier: a stream that would be settled at birth is a mistake, not a transfer.
        if (endTime <= block.timestamp) revert HQStreams_EndTimeNotInTheFuture(endTime, block.timestamp);

        streamId = _nextStreamId++;
        _streams[streamId] = Stream({
            sender: msg.sender,
            recipient: recipient,
            startTime: startTime,
            cliffTime: cliffTime,
            endTime: endTime,
            isCancelable: cancelable,
            wasCanceled: false,
            isDepleted: false,
            asset: asset,
            amounts: Amounts({deposited: totalAmount, withdrawn: 0, refunded: 0})
        });
        asset.safeTransferFrom(msg.sender, address(this), totalAmount);
        emit CreateLockupLinearStream(
            streamId, msg.sender, msg.sender, recipient, totalAmount, asset, cancelable, startTime, cliffTime, endTime
        );
    }

    /// @notice The stream's stored state (isCancelable reads false once settled, as in Sablier).
    /// @param streamId The stream.
    function getStream(uint256 streamId) external view exists(streamId) returns (Stream memory stream) {
        stream = _streams[streamId];
        if (_statusOf(streamId) == Status.SETTLED) stream.isCancelable = false;
    }

    /// @notice The id the next created stream will get.
    function nextStreamId() external view returns (uint256) {
        return _nextStreamId;
    }

    /// @notice Tokens streamed so far: 0 before the start or the cliff, then
    /// floor(deposited * elapsed / duration), the whole deposit from the end on; frozen at
    /// deposited - refunded once cancelled.
    /// @param streamId The stream.
    function streamedAmountOf(uint256 streamId) public view exists(streamId) returns (uint128) {
        return _streamedAmountOf(streamId);
    }

    /// @notice Streamed tokens not yet withdrawn.
    /// @param streamId The stream.
    function withdrawableAmountOf(uint256 streamId) public view exists(streamId) returns (uint128) {
        return _streamedAmountOf(streamId) - _streams[streamId].amounts.withdrawn;
    }

    /// @notice What the sender would get back by cancelling now (0 if it cannot cancel).
    /// @param streamId The stream.
    function refundableAmountOf(uint256 streamId) public view exists(streamId) returns (uint128) {
        Stream storage s = _streams[streamId];
        if (!s.isCancelable || s.isDepleted) return 0;
        return s.amounts.deposited - _calculateStreamedAmount(streamId);
    }

    /// @notice PENDING before the start, STREAMING until everything has streamed, then SETTLED;
    /// CANCELED after a cancel while the recipient still has tokens to withdraw; DEPLETED once
    /// nothing is left in the stream.
    /// @param streamId The stream.
    function statusOf(uint256 streamId) external view exists(streamId) returns (Status) {
        return _statusOf(streamId);
    }

    /// @notice Sends `amount` streamed tokens to `to`. The recipient may send them anywhere;
    /// anyone else may only push them to the recipient.
    /// @param streamId The stream.
    /// @param to Destination.
    /// @param amount At most withdrawableAmountOf(streamId).
    function withdraw(uint256 streamId, address to, uint128 amount) public nonReentrant exists(streamId) {
        _withdraw(streamId, to, amount);
    }

    /// @notice Withdraws everything withdrawable to `to` (same caller rules as withdraw).
    /// @param streamId The stream.
    /// @param to Destination.
    /// @return withdrawn The amount sent.
    function withdrawMax(uint256 streamId, address to)
        external
        nonReentrant
        exists(streamId)
        returns (uint128 withdrawn)
    {
        withdrawn = _streamedAmountOf(streamId) - _streams[streamId].amounts.withdrawn;
        _withdraw(streamId, to, withdrawn);
    }

    /// @notice Cancels a stream: the unstreamed remainder goes back to the sender now, the
    /// streamed part stays withdrawable by the recipient.
    /// @param streamId The stream (caller must be its sender).
    function cancel(uint256 streamId) external nonReentrant exists(streamId) {
        Stream storage s = _streams[streamId];
        if (s.isDepleted) revert HQStreams_Depleted(streamId);
        if (s.wasCanceled) revert HQStreams_AlreadyCanceled(streamId);
        if (msg.sender != s.sender) revert HQStreams_Unauthorized(msg.sender);
        uint128 streamed = _calculateStreamedAmount(streamId);
        uint128 deposited = s.amounts.deposited;
        if (streamed >= deposited) revert HQStreams_Settled(streamId);
        if (!s.isCancelable) revert HQStreams_NotCancelable(streamId);

        uint128 senderAmount = deposited - streamed;
        uint128 recipientAmount = streamed - s.amounts.withdrawn;
        s.wasCanceled = true;
        s.isCancelable = false;
        if (recipientAmount == 0) s.isDepleted = true;
        s.amounts.refunded = senderAmount;

        s.asset.safeTransfer(s.sender, senderAmount);
        emit CancelLockupStream(streamId, s.sender, s.recipient, s.asset, senderAmount, recipientAmount);
    }

    function _withdraw(uint256 streamId, address to, uint128 amount) private {
        Stream storage s = _streams[streamId];
        if (s.isDepleted) revert HQStreams_Depleted(streamId);
        if (to == address(0)) revert HQStreams_ZeroAddress();
        if (amount == 0) revert HQStreams_ZeroAmount();
        // Anyone may trigger a payout to the recipient (keepers, the vault); only the recipient
        // chooses another destination.
        if (msg.sender != s.recipient && to != s.recipient) revert HQStreams_Unauthorized(msg.sender);
        uint128 withdrawable = _streamedAmountOf(streamId) - s.amounts.withdrawn;
        if (amount > withdrawable) revert HQStreams_Overdraw(amount, withdrawable);

        s.amounts.withdrawn += amount;
        if (s.amounts.withdrawn >= s.amounts.deposited - s.amounts.refunded) {
            s.isDepleted = true;
            s.isCancelable = false;
        }
        s.asset.safeTransfer(to, amount);
        emit WithdrawFromLockupStream(streamId, to, s.asset, amount);
    }

    function _statusOf(uint256 streamId) private view returns (Status) {
        Stream storage s = _streams[streamId];
        if (s.isDepleted) return Status.DEPLETED;
        if (s.wasCanceled) return Status.CANCELED;
        if (block.timestamp < s.startTime) return Status.PENDING;
        if (_calculateStreamedAmount(streamId) < s.amounts.deposited) return Status.STREAMING;
        return Status.SETTLED;
    }

    function _streamedAmountOf(uint256 streamId) private view returns (uint128) {
        Stream storage s = _streams[streamId];
        if (s.isDepleted) return s.amounts.withdrawn;
        if (s.wasCanceled) return s.amounts.deposited - s.amounts.refunded;
        return _calculateStreamedAmount(streamId);
    }

    /// @dev The schedule alone, ignoring cancellation. uint128 * uint40 fits in uint256, so the
    /// product is exact and the result is the floor the off-chain math (core/streams.ts) mirrors.
    function _calculateStreamedAmount(uint256 streamId) private view returns (uint128) {
        Stream storage s = _streams[streamId];
        uint256 nowTs = block.timestamp;
        if (nowTs < s.startTime || (s.cliffTime != 0 && nowTs < s.cliffTime)) return 0;
        if (nowTs >= s.endTime) return s.amounts.deposited;
        uint256 elapsed = nowTs - s.startTime;
        uint256 duration = uint256(s.endTime) - s.startTime;
        return uint128((uint256(s.amounts.deposited) * elapsed) / duration);
    }
}
