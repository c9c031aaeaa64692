import Foundation

/// The appearance of every date picker in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view a style makes for a date picker.
    associatedtype Body: View
    /// The properties of the date picker being drawn.
    typealias Configuration = DatePickerStyleConfiguration
    /// The view for a date picker with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a date picker a style draws from.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The date picker's label.
    public let label: DatePickerStyleConfiguration.Label
    /// The selected date; setting it writes through the picker's binding.
    @Binding public var selection: Date
    /// The earliest date that can be chosen, if any.
    public var minimumDate: Date?
    /// The latest date that can be chosen, if any.
    public var maximumDate: Date?
    /// The parts of the date shown.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label; _selection = selection
        self.minimumDate = minimumDate; self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// A date picker style in the environment, erased; `nil` draws the compact look.
struct DatePickerStyleBox: @unchecked Sendable {
    let makeBody: (DatePickerStyleConfiguration) -> AnyView
}
private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue: DatePickerStyleBox? = nil }
extension EnvironmentValues {
    var datePickerStyleBox: DatePickerStyleBox? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

/// The compact look for a configuration: the picker drawn as iOS's compact style draws it.
nonisolated struct CompactDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    var body: some View {
        var picker = DatePicker(selection: configuration.$selection,
                                displayedComponents: configuration.displayedComponents) { configuration.label }
        picker.systemLook = true
        return picker
    }
}

extension View {
    /// Sets the style for date pickers within this view: the built-in styles draw the compact look (see
    /// `DatePicker`), any other style its `makeBody(configuration:)`.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultDatePickerStyle || style is CompactDatePickerStyle
            || style is GraphicalDatePickerStyle || style is WheelDatePickerStyle
        let makeBody = MainActorIsolation.nonisolated { (input: (S, DatePickerStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.datePickerStyleBox, builtIn ? nil : DatePickerStyleBox { makeBody((style, $0)) })
    }
}
