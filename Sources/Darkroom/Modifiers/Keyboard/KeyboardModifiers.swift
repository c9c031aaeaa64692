import Foundation

// A still frame has no keyboard: these modifiers compile and draw nothing, and their actions never run.

extension View {
    /// A keyboard shortcut for a control (no keyboard here).
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }
    /// Key presses (no keyboard).
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
        -> some View
    {
        self
    }
}
