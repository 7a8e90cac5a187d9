"""Loading game plugins through their entry points, and keeping the host up when one misbehaves."""
