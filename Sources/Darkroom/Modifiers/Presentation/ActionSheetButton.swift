extension ActionSheet {
    /// A button of an action sheet: the same type as an alert's button, as SwiftUI declares it.
    public typealias Button = Alert.Button
}
