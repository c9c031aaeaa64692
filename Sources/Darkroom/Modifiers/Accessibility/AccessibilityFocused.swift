nonisolated extension View {
    /// Moves VoiceOver's focus to this view while `condition`'s value equals `value`; a still frame has no
    /// VoiceOver cursor, so nothing in the picture changes.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }

    /// Moves VoiceOver's focus to this view while `condition` is true; a still frame has no VoiceOver cursor, so
    /// nothing in the picture changes.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
}
