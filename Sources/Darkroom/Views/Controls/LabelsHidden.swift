import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

nonisolated extension View {
    /// Hides the labels of controls in this view (toggles, pickers, steppers).
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
