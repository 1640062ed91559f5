"""Running the server: metrics, and the limits that keep one tenant from crowding out another."""
