//
//  DemoApp.swift
//  Demo
//
//  Created by Daniel Saidi on 2025-09-30.
//  Copyright © 2025-2026 Daniel Saidi. All rights reserved.
//

import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ContentView()
            }
        }
    }
}
