import Foundation

// The rest of TextField's and SecureField's initializers as SwiftUI declares them. A still frame shows the
// text as it is: an axis only lets a field grow (it draws one line here), the edit callbacks never run,
// and a formatted value is shown as its format writes it.

extension TextField {
    /// A text field that can grow along `axis` (drawn on one line), with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
    /// A text field showing `value` as `format` writes it, with a prompt and a custom label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: label(), isSecure: false)
    }
    /// A text field showing an optional `value` as `format` writes it (empty for `nil`), with a prompt and a
    /// custom label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: value.wrappedValue.map(format.format) ?? "", prompt: prompt, label: label(), isSecure: false)
    }
    /// A text field showing `value` as `formatter` writes it, with a prompt and a custom label.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: label(),
                  isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A text field with a localized title and a prompt that can grow along `axis` (drawn on one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }
    /// A text field with a string title that can grow along `axis` (drawn on one line).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(title, text: text) }
    /// A text field with a string title and a prompt that can grow along `axis` (drawn on one line).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }
    /// A text field with a localized title and edit callbacks (never called in a render).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping @MainActor (Bool) -> Void, onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A text field with a localized title and an editing callback (never called in a render).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(titleKey, text: text)
    }
    /// A text field with a localized title and a commit callback (never called in a render).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A text field with a string title and edit callbacks (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void,
                                   onCommit: @escaping @MainActor () -> Void) {
        self.init(title, text: text)
    }
    /// A text field with a string title and an editing callback (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(title, text: text)
    }
    /// A text field with a string title and a commit callback (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(title, text: text)
    }
    /// A text field with a localized title showing `value` as `format` writes it.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }
    /// A text field with a string title showing `value` as `format` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
    /// A text field with a localized title showing an optional `value` as `format` writes it.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }
    /// A text field with a string title showing an optional `value` as `format` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
    /// A text field with a localized title showing `value` as `formatter` writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
    }
    /// A text field with a localized title and a prompt showing `value` as `formatter` writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }
    /// A text field with a string title showing `value` as `formatter` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(title) }
    }
    /// A text field with a string title and a prompt showing `value` as `formatter` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
    /// A text field with a localized title showing `value` as `formatter` writes it, with edit callbacks
    /// (never called in a render).
    @preconcurrency
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void, onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A text field with a localized title showing `value` as `formatter` writes it, with an editing callback
    /// (never called in a render).
    @preconcurrency
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A text field with a localized title showing `value` as `formatter` writes it, with a commit callback
    /// (never called in a render).
    @preconcurrency
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A text field with a string title showing `value` as `formatter` writes it, with edit callbacks (never
    /// called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping @MainActor (Bool) -> Void,
                                      onCommit: @escaping @MainActor () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
    /// A text field with a string title showing `value` as `formatter` writes it, with an editing callback
    /// (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
    /// A text field with a string title showing `value` as `formatter` writes it, with a commit callback
    /// (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onCommit: @escaping @MainActor () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: true)
    }
    /// A secure field with a localized title and a commit callback (never called in a render).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A secure field with a string title and a commit callback (never called in a render).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(title, text: text)
    }
}
