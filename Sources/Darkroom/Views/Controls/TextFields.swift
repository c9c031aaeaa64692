import Foundation

/// A control that displays an editable text interface: its text, or its prompt
/// in the placeholder grey (#3C3C43 at 30%) when empty. It takes the width it is offered.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    let isSecure: Bool
    init(text: String, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text; self.prompt = prompt; self.label = label; self.isSecure = isSecure
    }
    /// Creates a text field with a prompt and a custom label.
    ///
    /// When the text is empty the field shows the prompt, or else the label if it is a `Text`, in the
    /// placeholder grey.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - prompt: The text shown while the field is empty.
    ///   - label: The view that describes the field's purpose.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: false)
    }

    @Environment(\.textFieldLook) private var look
    public var body: some View {
        let shown: Text
        if text.isEmpty {
            shown = (prompt ?? (label as? Text) ?? Text("")).foregroundColor(ControlColors.placeholder)
        } else {
            shown = Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text)
        }
        return FieldChrome(content: shown.lineLimit(1), bordered: look == .roundedBorder)
    }
}

nonisolated private struct FieldChrome<Content: View>: View {
    let content: Content
    let bordered: Bool
    /// `systemBackground`: white, #1C1C1E-like black in dark mode.
    static var fieldBackground: Color {
        Color(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E), name: "systemBackground")
    }
    var body: some View {
        if bordered {
            // UIKit's rounded-border field: 34 points tall, 6-point corners, hairline grey border.
            content.frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
                .padding(.horizontal, 7).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Self.fieldBackground))
                .overlay(
                    RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Divider.separator, lineWidth: 1))
        } else {
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a localized title, shown while the text is empty.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title.
    ///   - text: The text shown.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }
    /// Creates a text field with a localized title and a prompt, shown while the text is empty.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title.
    ///   - text: The text shown.
    ///   - prompt: The text shown while the field is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: false)
    }
    /// Creates a text field with a localized title that grows along an axis as text is entered.
    ///
    /// A render draws the text on one line whatever the axis.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title.
    ///   - text: The text shown.
    ///   - axis: The axis along which the field would grow.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }
    /// Creates a text field with a string title, shown verbatim while the text is empty.
    ///
    /// - Parameters:
    ///   - title: The field's title.
    ///   - text: The text shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: false)
    }
    /// Creates a text field with a string title and a prompt, shown while the text is empty.
    ///
    /// - Parameters:
    ///   - title: The field's title.
    ///   - text: The text shown.
    ///   - prompt: The text shown while the field is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: false)
    }
}

/// A control into which people securely enter private text: each character shows as a bullet.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    /// Creates a secure field with a prompt and a custom label.
    ///
    /// - Parameters:
    ///   - text: The text, shown as one bullet per character.
    ///   - prompt: The text shown while the field is empty.
    ///   - label: The view that describes the field's purpose.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: true)
    }
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title, shown while the text is empty.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title.
    ///   - text: The text, shown as one bullet per character.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: true)
    }
    /// Creates a secure field with a localized title and a prompt, shown while the text is empty.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's title.
    ///   - text: The text, shown as one bullet per character.
    ///   - prompt: The text shown while the field is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: true)
    }
    /// Creates a secure field with a string title, shown verbatim while the text is empty.
    ///
    /// - Parameters:
    ///   - title: The field's title.
    ///   - text: The text, shown as one bullet per character.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: true)
    }
}

enum TextFieldLook: Sendable { case plain, roundedBorder }
private struct TextFieldLookKey: EnvironmentKey { static let defaultValue = TextFieldLook.plain }
extension EnvironmentValues {
    var textFieldLook: TextFieldLook {
        get { self[TextFieldLookKey.self] }
        set { self[TextFieldLookKey.self] = newValue }
    }
}

/// A specification for the appearance and interaction of a text field.
///
/// The styles Darkroom declares are the ones there are: the requirement that picks their look is engine SPI.
public protocol TextFieldStyle { @_spi(Engine) var _rounded: Bool { get } }
/// The default text field style: plain, as on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default text field style.
    public init() {}
    @_spi(Engine) public var _rounded: Bool { false }
}
/// A text field style with no decoration: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain text field style.
    public init() {}
    @_spi(Engine) public var _rounded: Bool { false }
}
/// A text field style with a rounded border: UIKit's 34-point field with 6-point corners, a hairline grey
/// border and the system background.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded border text field style.
    public init() {}
    @_spi(Engine) public var _rounded: Bool { true }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style: plain, as on iOS.
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldLook, style._rounded ? .roundedBorder : .plain)
    }
}
