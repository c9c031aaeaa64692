import Foundation

// Keyboard and text-input settings change how a field is edited, not how it is
// drawn: a still frame shows the field as it is.

extension View {
    /// The kind of text a field holds, for autofill (UIKit's `UITextContentType` names).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// The keyboard a field shows.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Automatic capitalisation (iOS 13–14 spelling).
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Automatic capitalisation.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View
    {
        self
    }
    /// Turns autocorrection off (iOS 13–14 spelling); sets `disableAutocorrection`.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment { $0.disableAutocorrection = disable }
    }
    /// Turns autocorrection off; sets `autocorrectionDisabled`.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment { $0.autocorrectionDisabled = disable }
    }
    /// The return key's label.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// An action for the return key (never pressed in a still frame).
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View { self }
}
