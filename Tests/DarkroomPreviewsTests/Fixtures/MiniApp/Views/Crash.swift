#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

#Preview("Traps") {
    let values: [String] = []
    return Text(values[3])
}

#Preview("After the trap", traits: .sizeThatFitsLayout) {
    Text("still drawn")
}
