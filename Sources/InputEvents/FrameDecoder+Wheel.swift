extension FrameDecoder {
    /// One wheel event of a mouse or absolute pointer, added to the frame's
    /// turn in 120ths of a click: `REL_WHEEL`/`REL_HWHEEL` count 120 a click,
    /// their high-resolution axes (`REL_WHEEL_HI_RES`, `REL_HWHEEL_HI_RES`)
    /// their own value. On a device that declares a high-resolution axis
    /// only that one counts (libinput's `fallback_wheel_process_relative`),
    /// until a frame shows that the device sends the low-resolution axis
    /// alone (``settleLowResolutionWheel()``). A high-resolution value of 0
    /// is no turn: ignored and counted in `zeroWheelEvents`.
    mutating func handleWheel(_ event: InputEvent) {
        switch event.code {
        case RelativeAxis.wheel:
            if highResolutionWheel {
                pendingLowResolutionWheel.vertical &+= event.value
            } else {
                pendingWheel.vertical &+= event.value &* 120
            }
        case RelativeAxis.horizontalWheel:
            if highResolutionHorizontalWheel {
                pendingLowResolutionWheel.horizontal &+= event.value
            } else {
                pendingWheel.horizontal &+= event.value &* 120
            }
        default:
            guard event.value != 0 else {
                diagnostics.zeroWheelEvents += 1
                return
            }
            highResolutionWheelSeen = true
            if event.code == RelativeAxis.wheelHighResolution {
                pendingWheel.vertical &+= event.value
            } else {
                pendingWheel.horizontal &+= event.value
            }
        }
    }

    /// At a `SYN_REPORT` with low-resolution turns that a high-resolution axis
    /// stands in for: if no high-resolution event has ever come, the device
    /// declares high-resolution wheels it does not send (libinput's
    /// `fallback_wheel_handle_state`, test `pointer_scroll_wheel_hires_send_only_lores`),
    /// so its wheels are read from `REL_WHEEL`/`REL_HWHEEL` from this frame on;
    /// otherwise the low-resolution turns are the duplicates they should be.
    mutating func settleLowResolutionWheel() {
        let low = pendingLowResolutionWheel
        pendingLowResolutionWheel = WheelMotion()
        guard !highResolutionWheelSeen else { return }
        wheelFellBackToLowResolution = true
        highResolutionWheel = false
        highResolutionHorizontalWheel = false
        pendingWheel.vertical &+= low.vertical &* 120
        pendingWheel.horizontal &+= low.horizontal &* 120
    }
}
