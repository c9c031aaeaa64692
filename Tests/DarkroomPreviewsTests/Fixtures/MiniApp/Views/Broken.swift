#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct Broken: View {
    var body: some View {
        Text("x").modifierThatDoesNotExist()
    }
}

#Preview("Needs Broken") {
    Broken()
}
