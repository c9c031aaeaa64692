// An ObservableObject model read by a view through @ObservedObject, rendered on demand.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var points = 1200
}

struct ProfileCard: View {
    @ObservedObject var profile: Profile
    var body: some View {
        VStack {
            Text(profile.name).font(.title2)
            Text("\(profile.points) points").foregroundColor(.secondary)
        }
        .padding()
    }
}

MainActor.assumeIsolated {
    let profile = Profile()
    let renderer = ImageRenderer(content: ProfileCard(profile: profile))
    var events = 0
    let c = renderer.objectWillChange.sink { events += 1 }
    _ = renderer.cgImage
    profile.points += 10
    print("model-change-events \(events)")
    _ = c
    if events != 1 { print("FAIL"); exit(1) }
}
print("OK")
