import InputEvents
import Testing

@Suite struct EventNamesTests {
    @Test(arguments: [
        (EventType.synchronization, SynchronizationCode.report, "SYN_REPORT"),
        (EventType.synchronization, SynchronizationCode.multiTouchReport, "SYN_MT_REPORT"),
        (EventType.synchronization, SynchronizationCode.dropped, "SYN_DROPPED"),
        (EventType.absolute, AbsoluteAxis.multiTouchPositionX, "ABS_MT_POSITION_X"),
        (EventType.absolute, AbsoluteAxis.multiTouchSlot, "ABS_MT_SLOT"),
        (EventType.absolute, AbsoluteAxis.multiTouchTrackingID, "ABS_MT_TRACKING_ID"),
        (EventType.absolute, AbsoluteAxis.pressure, "ABS_PRESSURE"),
        (EventType.key, KeyCode.buttonTouch, "BTN_TOUCH"),
        (EventType.key, KeyCode.buttonLeft, "BTN_LEFT"),
        (EventType.key, KeyCode.buttonToolQuintTap, "BTN_TOOL_QUINTTAP"),
        (EventType.key, 0x1e, "KEY_A"),
        (EventType.relative, RelativeAxis.wheel, "REL_WHEEL"),
        (EventType.relative, 0x0b, "REL_WHEEL_HI_RES"),
        (EventType.miscellaneous, 0x04, "MSC_SCAN"),
    ] as [(EventType, UInt16, String)])
    func knownCodesRenderWithTheKernelName(type: EventType, code: UInt16, name: String) {
        #expect(EventNames.name(type: type, code: code) == name)
        let found = EventNames.code(named: name)
        #expect(found?.type == type)
        #expect(found?.code == code)
    }

    @Test func aliasesRenderWithLibevdevsNameAndStillLookUp() {
        #expect(EventNames.name(type: .key, code: 0x110) == "BTN_LEFT")
        #expect(EventNames.name(type: .key, code: 0x100) == "BTN_0")
        #expect(EventNames.name(type: .key, code: 0x130) == "BTN_SOUTH")
        #expect(EventNames.code(named: "BTN_MOUSE", type: .key) == 0x110)
        #expect(EventNames.code(named: "BTN_A", type: .key) == 0x130)
        #expect(EventNames.code(named: "SW_RADIO", type: .switch) == 0x03)
    }

    @Test func unknownCodesRenderAsPrefixAndHexAndLookUpAgain() {
        #expect(EventNames.name(type: .absolute, code: 0x2d) == "ABS_0x2d")
        #expect(EventNames.name(type: .key, code: 0x2fe) == "KEY_0x2fe")
        #expect(EventNames.name(type: .forceFeedbackStatus, code: 0x05) == "FF_STATUS_0x05")
        #expect(EventNames.name(of: EventType(rawValue: 0x1f)) == "EV_0x1f")
        #expect(EventNames.name(ofProperty: 0x1f) == "INPUT_PROP_0x1f")
        #expect(EventNames.code(named: "ABS_0x2d")?.code == 0x2d)
        #expect(EventNames.code(named: "KEY_0x2fe")?.type == .key)
        #expect(EventNames.code(named: "FF_STATUS_0x05")?.type == .forceFeedbackStatus)
        #expect(EventNames.type(named: "EV_0x1f") == EventType(rawValue: 0x1f))
        #expect(EventNames.property(named: "INPUT_PROP_0x1f") == 0x1f)
    }

    @Test func typesAndPropertiesRoundTrip() {
        for type in [EventType.synchronization, .key, .relative, .absolute, .miscellaneous, .switch, .led, .sound, .autorepeat, .forceFeedback] {
            #expect(EventNames.type(named: EventNames.name(of: type)) == type)
        }
        #expect(EventNames.name(of: .absolute) == "EV_ABS")
        #expect(EventNames.name(ofProperty: InputProperty.direct) == "INPUT_PROP_DIRECT")
        #expect(EventNames.property(named: "INPUT_PROP_POINTER") == InputProperty.pointer)
    }

    @Test func everyKeyAndAbsoluteCodeNameLooksUpItsCode() {
        for code in UInt16(0)...KeyCode.max {
            let name = EventNames.name(type: .key, code: code)
            #expect(EventNames.code(named: name, type: .key) == code, "\(name)")
        }
        for code in UInt16(0)...AbsoluteAxis.max {
            let name = EventNames.name(type: .absolute, code: code)
            #expect(EventNames.code(named: name, type: .absolute) == code, "\(name)")
        }
    }

    @Test func unknownNamesAndWrongTypesAreNil() {
        #expect(EventNames.code(named: "ABS_NOPE") == nil)
        #expect(EventNames.code(named: "ABS_0xzz") == nil)
        #expect(EventNames.code(named: "ABS_X", type: .relative) == nil)
        #expect(EventNames.type(named: "EV_NOPE") == nil)
        #expect(EventNames.property(named: "INPUT_PROP_NOPE") == nil)
    }
}
