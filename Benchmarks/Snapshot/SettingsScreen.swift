import DarkroomSnapshotTesting

/// An iPhone screen as apps have them: a large title and a list of settings rows
/// (icon, title, detail, separator). The C peer (Benchmarks/C/snapshot.c) draws the same.
nonisolated struct SettingsScreen: View {
    static let rows = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
                       "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness",
                       "Home Screen", "Accessibility", "Wallpaper"]
    static let details = ["Home", "On", "", "Off", "", "", "", "", "", "", "", "", "", ""]
    static let colours: [Color] = [.blue, .blue, .green, .green, .red, .pink, .indigo, .purple, .gray, .gray,
                                   .blue, .indigo, .blue, .cyan]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings").font(.largeTitle.bold()).padding(.horizontal, 16).padding(.bottom, 8)
            ForEach(0..<Self.rows.count, id: \.self) { index in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 7).fill(Self.colours[index]).frame(width: 29, height: 29)
                    Text(Self.rows[index])
                    Spacer()
                    Text(Self.details[index]).foregroundStyle(.secondary)
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                Rectangle().fill(Color.gray.opacity(0.3)).frame(height: 1 / 3).padding(.leading, 57)
            }
            Spacer()
        }
    }
}
