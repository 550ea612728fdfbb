def generate(repo, rng, lines):
    pass
