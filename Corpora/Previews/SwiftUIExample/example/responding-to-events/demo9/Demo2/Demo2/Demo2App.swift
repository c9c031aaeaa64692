//
//  Demo2App.swift
//  Demo2
//
//  Created by 王楚江 on 2021/10/20.
//

import SwiftUI

@main
struct Demo2App: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
