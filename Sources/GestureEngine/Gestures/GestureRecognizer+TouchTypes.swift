extension GestureRecognizer {
    /// The touch types the recognizer receives (`UIGestureRecognizer.allowedTouchTypes`);
    /// every type by default. A touch of another type never reaches it (its view still gets it).
    public var allowedTouchTypes: [TouchType] {
        get { _allowedTouchTypes }
        set { _allowedTouchTypes = newValue }
    }

    /// Whether a new touch goes to this recognizer as far as its type and
    /// buttons go: its type is allowed and, for a pointer touch, every button
    /// the recognizer requires is down: ``ButtonMask/primary`` for every
    /// recognizer, as in UIKit, where only tap and long-press recognizers can
    /// require others (their `buttonMaskRequired`). Fingers and pens pass the
    /// button rule whatever their buttons (our decision, docs/gestures.md).
    func receivesType(of touch: Touch) -> Bool {
        guard receivesTouches else { return false }
        let attributes = touch._attributes
        guard _allowedTouchTypes.contains(attributes.type) else { return false }
        guard attributes.type == .indirectPointer else { return true }
        return !_buttonMaskRequired.isEmpty && attributes.buttons.isSuperset(of: _buttonMaskRequired)
    }
}

extension TapGestureRecognizer {
    /// The buttons a pointer must press for the tap (`UITapGestureRecognizer.buttonMaskRequired`);
    /// ``ButtonMask/primary`` by default, ``ButtonMask/secondary`` for a right click.
    public var buttonMaskRequired: ButtonMask {
        get { _buttonMaskRequired }
        set { _buttonMaskRequired = newValue }
    }
}

extension LongPressGestureRecognizer {
    /// The buttons a pointer must press for the long press (`UILongPressGestureRecognizer.buttonMaskRequired`);
    /// ``ButtonMask/primary`` by default.
    public var buttonMaskRequired: ButtonMask {
        get { _buttonMaskRequired }
        set { _buttonMaskRequired = newValue }
    }
}
