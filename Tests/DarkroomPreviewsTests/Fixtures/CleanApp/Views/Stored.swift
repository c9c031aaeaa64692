#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

/// Shows a value kept in `UserDefaults`; traps when the value is not the code's default, so a render that
/// reads the machine's saved settings fails.
struct Stored: View {
    @AppStorage("darkroom.previews.test.name") var name = "default"

    var body: some View {
        Text(name == "default" ? "Stored: default" : leaked(name))
            .padding(8)
    }

    func leaked(_ value: String) -> String {
        fatalError("UserDefaults reached the preview: \(value)")
    }
}

#Preview("Stored", traits: .sizeThatFitsLayout) {
    Stored()
}
