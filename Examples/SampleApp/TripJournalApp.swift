#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

@main
struct TripJournalApp: App {
    var body: some Scene {
        WindowGroup {
            TripListScreen(trips: Trip.samples)
        }
    }
}
