#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SettingsScreen: View {
    @Binding var usesMetric: Bool
    @Binding var sharesLocation: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Units") {
                    Toggle("Metric distances", isOn: $usesMetric)
                }
                Section("Privacy") {
                    Toggle("Share location with travel mates", isOn: $sharesLocation)
                    LabeledContent("Account", value: "ana@example.com")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    @Previewable @State var usesMetric = true
    @Previewable @State var sharesLocation = false
    SettingsScreen(usesMetric: $usesMetric, sharesLocation: $sharesLocation)
}
